import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconChevronLeft,
  IconChevronRight,
  IconPencil,
} from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';

import type { Email, EmailLabel } from '@/api/types/email';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import type { MoveTarget } from './email-bulk-menus';
import { PAGE_ALIGN } from './email-format';
import { EmailMessage } from './email-message';
import { EmailReaderActions } from './email-reader-actions';
import { EmailReaderBack } from './email-reader-back';
import { EmailReaderPlaceholder } from './email-reader-placeholder';

export interface EmailReaderProps {
  /** The e-mail to read; undefined with `status` saying why. */
  email: Email | undefined;
  /** What shows without an e-mail: a prompt to choose one, skeletons, or "not in this view". */
  status: 'choose' | 'loading' | 'notFound' | 'ready';
  viewName: string;
  /** Its place in the list (1-based) and the list's length, for previous/next. */
  index: number;
  count: number;
  /** Moves focus to the subject when it changes (the user opened it, not a reload). */
  focusOnOpen: boolean;
  onBack: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onStar: (email: Email) => void;
  onToggleRead: (email: Email) => void;
  onToggleLabel: (email: Email, label: EmailLabel) => void;
  onMove: (email: Email, folder: MoveTarget) => void;
  onTrash: (email: Email) => void;
  onRestore: (email: Email) => void;
  onReply: (email: Email) => void;
  onForward: (email: Email) => void;
  onEditDraft: (email: Email) => void;
}

/**
 * The reading pane: back to the list (where the panes do not fit side by side), subject,
 * previous/next, the e-mail's labels and actions (star, unread, labels, move, delete or restore),
 * the conversation (the e-mail, then its replies) and reply and forward (or continue a draft).
 */
export function EmailReader(props: EmailReaderProps) {
  const { email, status, viewName, index, count, focusOnOpen, onBack, onPrevious, onNext } = props;
  const { t } = useKitTranslation(emailNs);
  const f = useFormat();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const id = email?.id;
  useEffect(() => {
    if (id !== undefined && focusOnOpen) heading.current?.focus({ preventScroll: true });
  }, [id, focusOnOpen]);

  if (!email) return <EmailReaderPlaceholder status={status} viewName={viewName} onBack={onBack} />;

  const draft = email.folder === 'draft' && !email.isDeleted;
  const thread = [email, ...email.replies];
  return (
    <article aria-labelledby={headingId} className="ee:flex ee:h-full ee:min-h-0 ee:flex-col">
      <div className="ee:flex ee:items-center ee:gap-2 ee:border-b ee:border-line ee:px-4 ee:py-3">
        <EmailReaderBack onBack={onBack} />
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          dir="auto"
          className={`ee:m-0 ee:min-w-0 ee:flex-1 ee:truncate ${PAGE_ALIGN} ee:text-lg ee:font-medium ee:text-heading ee:outline-none`}
        >
          {email.subject || t('list.noSubject')}
        </h2>
        <span className="ee:hidden ee:shrink-0 ee:text-[13px] ee:text-muted ee:@lg:inline">
          {t('reader.position', { index: f.number(index), count: f.number(count) })}
        </span>
        <Tooltip content={t('reader.previous')}>
          <IconButton
            size="sm"
            aria-label={t('reader.previous')}
            disabled={index <= 1}
            onClick={onPrevious}
          >
            <IconChevronLeft aria-hidden className="ee:rtl:-scale-x-100" />
          </IconButton>
        </Tooltip>
        <Tooltip content={t('reader.next')}>
          <IconButton
            size="sm"
            aria-label={t('reader.next')}
            disabled={index >= count}
            onClick={onNext}
          >
            <IconChevronRight aria-hidden className="ee:rtl:-scale-x-100" />
          </IconButton>
        </Tooltip>
      </div>
      <EmailReaderActions {...props} email={email} />
      <div className="ee:flex ee:min-h-0 ee:flex-1 ee:flex-col ee:gap-4 ee:overflow-y-auto ee:bg-body ee:p-3 ee:@md:p-5">
        {thread.length > 1 && (
          <p className="ee:m-0 ee:text-[13px] ee:text-muted">
            {t('reader.thread', { count: f.number(thread.length) })}
          </p>
        )}
        {thread.map((message, i) => (
          <EmailMessage key={`${message.id}-${i}`} email={message} />
        ))}
        <div className={cn('ee:flex ee:flex-wrap ee:gap-3')}>
          {draft ? (
            <Button
              startIcon={<IconPencil aria-hidden size={18} />}
              onClick={() => props.onEditDraft(email)}
            >
              {t('actions.editDraft')}
            </Button>
          ) : (
            <>
              <Button
                variant="tonal"
                startIcon={
                  <IconArrowBackUp aria-hidden size={18} className="ee:rtl:-scale-x-100" />
                }
                onClick={() => props.onReply(email)}
              >
                {t('actions.reply')}
              </Button>
              <Button
                variant="tonal"
                color="secondary"
                startIcon={
                  <IconArrowForwardUp aria-hidden size={18} className="ee:rtl:-scale-x-100" />
                }
                onClick={() => props.onForward(email)}
              >
                {t('actions.forward')}
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
