import {
  IconMail,
  IconMailOpened,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { Email } from '@/api/types/email';
import { Chip } from '@/components/ui/chip';
import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { LabelMenu, MoveMenu } from './email-bulk-menus';
import { LABEL_TONES } from './email-format';
import type { EmailReaderProps } from './email-reader';

export interface EmailReaderActionsProps extends Pick<
  EmailReaderProps,
  'onStar' | 'onToggleRead' | 'onToggleLabel' | 'onMove' | 'onTrash' | 'onRestore'
> {
  email: Email;
}

/**
 * The open e-mail's labels and its actions: star, read or unread, labels, move, delete or restore.
 */
export function EmailReaderActions(props: EmailReaderActionsProps) {
  const { email } = props;
  const { t } = useKitTranslation(emailNs);
  const trashed = email.isDeleted;
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
  );
}
