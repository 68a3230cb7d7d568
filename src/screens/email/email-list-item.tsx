import { IconPaperclip, IconStar, IconStarFilled } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';

import type { Email } from '@/api/types/email';
import { Checkbox } from '@/components/form/checkbox';
import { Avatar } from '@/components/ui/avatar';
import { IconButton } from '@/components/ui/icon-button';
import { htmlToText } from '@/components/ui/sanitize-html';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { isolateText } from '../shared/bidi';
import { isOutgoing, LABEL_DOTS, namesOf, PAGE_ALIGN } from './email-format';

export interface EmailListItemProps {
  email: Email;
  /** The link that opens it (the view's URL with `email=<id>`). */
  href: string;
  /** Its time as the list writes it. */
  time: string;
  /** Ticked for a bulk action. */
  selected: boolean;
  /** Open in the reading view. */
  open: boolean;
  onSelectedChange: (id: number, selected: boolean) => void;
  onStar: (email: Email) => void;
  /** Opens it (the link's click; the link itself keeps working in a new tab). */
  onOpen: (email: Email) => void;
}

/**
 * One row of the list: tick box, star, sender (or recipients of one's own mail), subject, the
 * first words, label dots, a clip for files, the time. Unread mail is bold on white; read mail
 * sits on a grey tint. The whole row opens the e-mail (a stretched link).
 */
export const EmailListItem = memo(function EmailListItem({
  email,
  href,
  time,
  selected,
  open,
  onSelectedChange,
  onStar,
  onOpen,
}: EmailListItemProps) {
  const { t } = useKitTranslation(emailNs);
  const outgoing = isOutgoing(email);
  const who = outgoing
    ? t('list.to', { names: namesOf(email.to) || '…' })
    : email.from.name || email.from.email;
  const subject = email.subject || t('list.noSubject');
  const snippet = htmlToText(email.message).slice(0, 160);
  const labels = email.labels.map((l) => t(`label.${l}`)).join(', ');
  const unread = !email.isRead;
  return (
    <li
      data-email-id={email.id}
      data-unread={unread || undefined}
      className={cn(
        'ee:group ee:relative ee:flex ee:items-start ee:gap-2.5 ee:border-b ee:border-line ee:py-3 ee:ps-4 ee:pe-4 ee:transition-shadow ee:hover:z-[1] ee:hover:shadow-soft ee:focus-within:z-[1]',
        // Read mail on the page's own grey: muted text keeps its contrast there, light and dark.
        unread ? 'ee:bg-surface' : 'ee:bg-body',
        open &&
          'ee:bg-[color-mix(in_srgb,var(--ee-primary)_8%,var(--ee-surface))] ee:shadow-[inset_3px_0_0_var(--ee-primary)] ee:rtl:shadow-[inset_-3px_0_0_var(--ee-primary)]',
      )}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={(checked) => onSelectedChange(email.id, checked === true)}
        aria-label={t('list.select', {
          name: isolateText(outgoing ? namesOf(email.to) : email.from.name),
          subject: isolateText(subject),
        })}
        className="ee:relative ee:z-[1] ee:mt-2"
      />
      <IconButton
        size="sm"
        aria-pressed={email.isStarred}
        aria-label={t('list.star', { subject: isolateText(subject) })}
        onClick={() => onStar(email)}
        className={cn(
          'ee:relative ee:z-[1] ee:shrink-0',
          email.isStarred ? 'ee:text-warning' : 'ee:text-muted',
        )}
      >
        {email.isStarred ? <IconStarFilled aria-hidden /> : <IconStar aria-hidden />}
      </IconButton>
      <Avatar
        name={outgoing ? (email.to[0]?.name ?? '') : email.from.name}
        src={(outgoing ? '' : email.from.avatar) || undefined}
        alt=""
        size="sm"
        className="ee:mt-0.5 ee:hidden ee:@md:inline-flex"
      />
      <Link
        to={href}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onOpen(email);
        }}
        aria-current={open ? 'true' : undefined}
        className="ee:min-w-0 ee:flex-1 ee:text-text ee:no-underline ee:outline-none ee:after:absolute ee:after:inset-0 ee:focus-visible:after:shadow-[inset_0_0_0_2px_var(--ee-primary)]"
      >
        <span className="ee:flex ee:items-baseline ee:gap-2">
          {unread && <span className="ee:sr-only">{t('list.unread')}: </span>}
          <span
            dir="auto"
            className={cn(
              'ee:min-w-0 ee:flex-1 ee:truncate ee:text-[15px] ee:text-heading',
              PAGE_ALIGN,
              unread ? 'ee:font-semibold' : 'ee:font-medium',
            )}
          >
            {who}
          </span>
          {email.attachments.length > 0 && (
            <span
              className="ee:shrink-0 ee:self-center ee:text-muted"
              title={t('list.hasAttachments')}
            >
              <IconPaperclip aria-hidden size={16} />
              <span className="ee:sr-only">{t('list.hasAttachments')}</span>
            </span>
          )}
          <time
            dateTime={email.time}
            className={cn(
              'ee:shrink-0 ee:text-[13px]',
              unread ? 'ee:font-medium ee:text-heading' : open ? 'ee:text-text' : 'ee:text-muted',
            )}
          >
            {time}
          </time>
        </span>
        <span
          dir="auto"
          className={cn(
            'ee:block ee:truncate ee:text-[15px]',
            PAGE_ALIGN,
            unread ? 'ee:font-medium ee:text-heading' : 'ee:text-text',
          )}
        >
          {email.folder === 'draft' && (
            <span className="ee:me-1.5 ee:text-[var(--ee-error-ink)]">{t('list.draft')}:</span>
          )}
          {subject}
        </span>
        <span className="ee:mt-0.5 ee:flex ee:items-center ee:gap-2">
          {email.labels.length > 0 && (
            <span className="ee:flex ee:shrink-0 ee:gap-1">
              {email.labels.map((l) => (
                <span
                  key={l}
                  aria-hidden
                  className={cn('ee:size-2 ee:rounded-full', LABEL_DOTS[l])}
                />
              ))}
              <span className="ee:sr-only">{t('list.labels', { labels })}</span>
            </span>
          )}
          {/* Muted text is too faint on the open row's tint: there it takes the body colour. */}
          <span
            dir="auto"
            className={cn(
              'ee:min-w-0 ee:flex-1 ee:truncate ee:text-[13px]',
              PAGE_ALIGN,
              open ? 'ee:text-text' : 'ee:text-muted',
            )}
          >
            {snippet}
          </span>
        </span>
      </Link>
    </li>
  );
});
