import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconChevronLeft,
  IconChevronRight,
  IconMail,
  IconMailOpened,
  IconPencil,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

import type { Email, EmailLabel } from '@/api/types/email';
import { EmptyState } from '@/components/feedback/empty-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import { LabelMenu, MoveMenu, type MoveTarget } from './email-bulk-menus';
import { LABEL_TONES, PAGE_ALIGN } from './email-format';
import { EmailMessage } from './email-message';

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

  const back = (
    <Tooltip content={t('reader.back')}>
      <IconButton
        size="sm"
        aria-label={t('reader.back')}
        onClick={onBack}
        className="ee:-ms-1 ee:@5xl:hidden"
      >
        <IconChevronLeft aria-hidden className="ee:rtl:-scale-x-100" />
      </IconButton>
    </Tooltip>
  );

  if (!email) {
    const content: Record<Exclude<EmailReaderProps['status'], 'ready'>, ReactNode> = {
      choose: (
        <EmptyState
          icon={<IconMail aria-hidden />}
          title={t('reader.chooseTitle')}
          description={t('reader.chooseHint')}
          titleAs="h2"
          className="ee:m-auto"
        />
      ),
      loading: (
        <div aria-hidden className="ee:flex ee:flex-col ee:gap-4 ee:p-6">
          <Skeleton className="ee:h-6 ee:w-3/5" />
          <SkeletonText lines={5} />
        </div>
      ),
      notFound: (
        <EmptyState
          title={t('reader.notFoundTitle', { view: viewName })}
          description={t('reader.notFoundHint')}
          titleAs="h2"
          className="ee:m-auto"
        />
      ),
    };
    return (
      <div className="ee:flex ee:h-full ee:flex-col" aria-busy={status === 'loading' || undefined}>
        {status !== 'choose' && (
          <div className="ee:flex ee:items-center ee:border-b ee:border-line ee:px-4 ee:py-3 ee:@5xl:hidden">
            {back}
          </div>
        )}
        <div className="ee:flex ee:flex-1 ee:p-6">
          {content[status === 'ready' ? 'notFound' : status]}
        </div>
      </div>
    );
  }

  const trashed = email.isDeleted;
  const draft = email.folder === 'draft' && !trashed;
  const thread = [email, ...email.replies];
  const icon = (
    labelText: string,
    glyph: ReactNode,
    run: () => void,
    extra?: { pressed?: boolean; className?: string },
  ) => (
    <Tooltip content={labelText}>
      <IconButton
        size="sm"
        aria-label={labelText}
        aria-pressed={extra?.pressed}
        onClick={run}
        className={extra?.className}
      >
        {glyph}
      </IconButton>
    </Tooltip>
  );

  return (
    <article aria-labelledby={headingId} className="ee:flex ee:h-full ee:min-h-0 ee:flex-col">
      <div className="ee:flex ee:items-center ee:gap-2 ee:border-b ee:border-line ee:px-4 ee:py-3">
        {back}
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
      <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-1 ee:border-b ee:border-line ee:px-4 ee:py-1.5">
        <ul
          className="ee:m-0 ee:flex ee:min-w-0 ee:flex-1 ee:list-none ee:flex-wrap ee:gap-1.5 ee:p-0"
          aria-label={t('actions.labels')}
        >
          {email.labels.map((l) => (
            <li key={l}>
              <Chip color={LABEL_TONES[l]} size="sm" shape="pill">
                {t(`label.${l}`)}
              </Chip>
            </li>
          ))}
        </ul>
        <div className="ee:flex ee:items-center ee:gap-1">
          {icon(
            t('actions.star'),
            email.isStarred ? <IconStarFilled aria-hidden /> : <IconStar aria-hidden />,
            () => props.onStar(email),
            {
              pressed: email.isStarred,
              className: email.isStarred ? 'ee:text-warning' : undefined,
            },
          )}
          {icon(
            email.isRead ? t('actions.markUnread') : t('actions.markRead'),
            email.isRead ? <IconMail aria-hidden /> : <IconMailOpened aria-hidden />,
            () => props.onToggleRead(email),
          )}
          <LabelMenu emails={[email]} onToggle={(l) => props.onToggleLabel(email, l)} />
          {!trashed && (email.folder === 'inbox' || email.folder === 'spam') && (
            <MoveMenu emails={[email]} onMove={(folder) => props.onMove(email, folder)} />
          )}
          {trashed
            ? icon(t('actions.restore'), <IconRestore aria-hidden />, () => props.onRestore(email))
            : icon(t('actions.delete'), <IconTrash aria-hidden />, () => props.onTrash(email))}
        </div>
      </div>
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
