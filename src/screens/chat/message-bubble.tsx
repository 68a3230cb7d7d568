import { IconRefresh } from '@tabler/icons-react';

import { Button } from '@/components/ui/button';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import type { DayMessage } from './chat-days';
import { MessageTicks } from './message-ticks';

export interface MessageBubbleProps {
  /** The message and its state. */
  message: DayMessage;
  /** Sends a failed message again. */
  onRetry?: (key: string) => void;
}

/**
 * One message: the text as typed (plain text, its own direction, line breaks kept), its time in
 * the reader's language and, on yours, the ticks; a message that could not be sent says why and
 * offers to send it again.
 */
export function MessageBubble({ message, onRetry }: MessageBubbleProps) {
  const { t } = useKitTranslation(chatNs);
  const f = useFormat();
  const { own, state } = message;
  return (
    <li
      data-message={message.key}
      data-state={state}
      className={cn(
        'ee:flex ee:max-w-[min(36rem,85%)] ee:flex-col ee:gap-1',
        own ? 'ee:items-end ee:self-end' : 'ee:items-start ee:self-start',
      )}
    >
      <p
        dir="auto"
        className={cn(
          'ee:m-0 ee:rounded-ee-lg ee:px-4 ee:py-2 ee:text-[15px] ee:leading-normal ee:whitespace-pre-wrap ee:[overflow-wrap:anywhere] ee:shadow-soft',
          own
            ? 'ee:rounded-se-none ee:bg-primary-solid ee:text-white'
            : 'ee:rounded-ss-none ee:bg-surface ee:text-heading',
          state === 'sending' && 'ee:opacity-75',
          state === 'failed' &&
            'ee:bg-[color-mix(in_srgb,var(--ee-error)_14%,var(--ee-surface))] ee:text-heading ee:ring-1 ee:ring-[var(--ee-error)]',
        )}
      >
        {message.message}
      </p>
      <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2 ee:text-[13px] ee:text-muted">
        {own && <MessageTicks state={state} />}
        <time dateTime={message.time}>{f.time(message.time)}</time>
      </div>
      {state === 'failed' && (
        <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-end ee:gap-2">
          {message.error && (
            <span className="ee:text-[13px] ee:text-[var(--ee-error-ink)]">
              {t('failedReason', { reason: message.error })}
            </span>
          )}
          <Button
            size="sm"
            variant="tonal"
            color="error"
            startIcon={<IconRefresh aria-hidden size={16} />}
            aria-label={t('retryLabel', { message: message.message })}
            onClick={() => onRetry?.(message.key)}
          >
            {t('retry')}
          </Button>
        </div>
      )}
    </li>
  );
}
