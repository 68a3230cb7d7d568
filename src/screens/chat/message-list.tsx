import { useLayoutEffect, useMemo, useRef } from 'react';

import { Avatar } from '@/components/ui/avatar';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import { groupByDay, localDay, type DayMessage } from './chat-days';
import { MessageBubble } from './message-bubble';

export interface MessageListProps {
  /** The messages in the order sent, yours and theirs. */
  messages: readonly DayMessage[];
  /** The contact (their avatar beside their messages, the log's name). */
  contact: { fullName: string; avatar: string };
  /** Your own name and avatar, beside your messages. */
  self: { fullName: string; avatar: string };
  /** Sends a failed message again. */
  onRetry: (key: string) => void;
}

const DAY_MS = 86_400_000;

/**
 * The conversation: a log (new messages are announced) grouped by day, "Today" and "Yesterday"
 * or the date in the reader's language, each run of one sender's messages beside their avatar.
 * It keeps to the newest message as messages arrive.
 */
export function MessageList({ messages, contact, self, onRetry }: MessageListProps) {
  const { t } = useKitTranslation(chatNs);
  const f = useFormat();
  const days = useMemo(() => groupByDay(messages), [messages]);
  const scroller = useRef<HTMLDivElement>(null);
  const today = localDay(now());
  const yesterday = localDay(now() - DAY_MS);
  const dayLabel = (day: string) =>
    day === today ? t('today') : day === yesterday ? t('yesterday') : f.date(day);

  const last = messages[messages.length - 1];
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last?.key, last?.state, messages.length]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-label={t('messagesLabel', { name: contact.fullName })}
      tabIndex={0}
      className="ee:min-h-0 ee:flex-1 ee:overflow-y-auto ee:bg-body ee:px-4 ee:py-5 ee:sm:px-6"
    >
      {days.map(({ day, runs }) => (
        <section key={day} aria-label={dayLabel(day)} className="ee:mb-4">
          <h3 className="ee:my-3 ee:flex ee:items-center ee:gap-3 ee:text-[13px] ee:font-medium ee:text-muted ee:before:h-px ee:before:flex-1 ee:before:bg-line ee:after:h-px ee:after:flex-1 ee:after:bg-line">
            {dayLabel(day)}
          </h3>
          {runs.map((run, i) => {
            const who = run.own ? self : contact;
            return (
              <div
                key={run.messages[0].key}
                className={cn(
                  'ee:mb-4 ee:flex ee:items-start ee:gap-3',
                  run.own && 'ee:flex-row-reverse',
                )}
                data-run={i}
              >
                <Avatar
                  name={who.fullName}
                  src={who.avatar || undefined}
                  alt=""
                  size="sm"
                  className="ee:mt-0.5"
                />
                <ol className="ee:m-0 ee:flex ee:min-w-0 ee:flex-1 ee:list-none ee:flex-col ee:gap-2 ee:p-0">
                  {run.messages.map((m) => (
                    <MessageBubble key={m.key} message={m} onRetry={onRetry} />
                  ))}
                </ol>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
