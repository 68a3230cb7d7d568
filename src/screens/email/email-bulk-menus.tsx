import { IconCheck, IconFolder, IconInfoCircle, IconMail, IconTag } from '@tabler/icons-react';

import { EMAIL_LABELS, type Email, type EmailLabel } from '@/api/types/email';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '@/components/ui/menu';
import { Tooltip } from '@/components/ui/tooltip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { LABEL_DOTS } from './email-format';

/**
 * The folders mail can be moved to by hand: the others (sent, draft) are where the mailbox puts
 * one's own mail.
 */
export const MOVE_TARGETS = ['inbox', 'spam'] as const;
export type MoveTarget = (typeof MOVE_TARGETS)[number];

export interface MoveMenuProps {
  /** The e-mails to move. */
  emails: readonly Email[];
  onMove: (folder: MoveTarget) => void;
  disabled?: boolean;
}

/** "Move to": Inbox or Spam; the folder every chosen e-mail is already in is not offered. */
export function MoveMenu({ emails, onMove, disabled }: MoveMenuProps) {
  const { t } = useKitTranslation(emailNs);
  return (
    <Menu>
      <Tooltip content={t('actions.moveTo')}>
        <MenuTrigger asChild disabled={disabled}>
          <IconButton size="sm" aria-label={t('actions.moveTo')} disabled={disabled}>
            <IconFolder aria-hidden />
          </IconButton>
        </MenuTrigger>
      </Tooltip>
      <MenuContent align="start">
        <MenuLabel>{t('actions.moveTo')}</MenuLabel>
        {MOVE_TARGETS.map((folder) => (
          <MenuItem
            key={folder}
            icon={folder === 'inbox' ? <IconMail /> : <IconInfoCircle />}
            disabled={emails.every((e) => e.folder === folder)}
            onSelect={() => onMove(folder)}
          >
            {t(`view.${folder}`)}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}

export interface LabelMenuProps {
  /** The e-mails to label. */
  emails: readonly Email[];
  onToggle: (label: EmailLabel) => void;
  disabled?: boolean;
}

/**
 * The labels, ticked when every chosen e-mail has one, mixed when some do; choosing one toggles it.
 */
export function LabelMenu({ emails, onToggle, disabled }: LabelMenuProps) {
  const { t } = useKitTranslation(emailNs);
  return (
    <Menu>
      <Tooltip content={t('actions.labels')}>
        <MenuTrigger asChild disabled={disabled}>
          <IconButton size="sm" aria-label={t('actions.labels')} disabled={disabled}>
            <IconTag aria-hidden />
          </IconButton>
        </MenuTrigger>
      </Tooltip>
      <MenuContent align="start">
        <MenuLabel>{t('actions.labels')}</MenuLabel>
        {EMAIL_LABELS.map((label) => {
          const having = emails.filter((e) => e.labels.includes(label)).length;
          const state = having === 0 ? false : having === emails.length ? true : 'mixed';
          return (
            <MenuItem
              key={label}
              role="menuitemcheckbox"
              aria-checked={state}
              icon={
                <span
                  aria-hidden
                  className={cn('ee:m-1.5 ee:block ee:size-2.5 ee:rounded-full', LABEL_DOTS[label])}
                />
              }
              hint={
                state === true ? (
                  <IconCheck aria-hidden size={18} className="ee:text-primary-ink" />
                ) : state === 'mixed' ? (
                  <span aria-hidden>–</span>
                ) : undefined
              }
              onSelect={() => onToggle(label)}
            >
              {t(`label.${label}`)}
            </MenuItem>
          );
        })}
      </MenuContent>
    </Menu>
  );
}
