import { IconMail, IconMailOpened, IconRefresh, IconRestore, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Checkbox } from '@/components/form/checkbox';
import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { LabelMenu, MoveMenu } from './email-bulk-menus';
import type { EmailListProps } from './email-list';

export type EmailListToolbarProps = Pick<
  EmailListProps,
  | 'view'
  | 'label'
  | 'emails'
  | 'onRetry'
  | 'refreshing'
  | 'selectedIds'
  | 'onSelectedIdsChange'
  | 'onTrash'
  | 'onRestore'
  | 'onMarkRead'
  | 'onMove'
  | 'onToggleLabel'
>;

/**
 * The list's bulk bar: the tick-all box, delete (restore in the trash), read, unread, move and
 * labels for the ticked mail, how many are ticked, and refresh.
 */
export function EmailListToolbar(props: EmailListToolbarProps) {
  const { view, label, emails, onRetry, refreshing, selectedIds, onSelectedIdsChange } = props;
  const { t } = useKitTranslation(emailNs);
  const f = useFormat();
  const chosen = (emails ?? []).filter((e) => selectedIds.has(e.id));
  const all = emails?.length ?? 0;
  const none = chosen.length === 0;
  const allState = none ? false : chosen.length === all ? true : 'indeterminate';
  const trash = view === 'trash' && !label;
  const canMove =
    !trash && (label !== undefined || view === 'inbox' || view === 'spam' || view === 'starred');

  const action = (labelText: string, icon: ReactNode, run: () => void, disabled = none) => (
    <Tooltip content={labelText}>
      <IconButton size="sm" aria-label={labelText} disabled={disabled} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <div
      role="toolbar"
      aria-label={t('list.bulkLabel')}
      className="ee:flex ee:min-h-12 ee:items-center ee:gap-1 ee:border-b ee:border-line ee:px-4 ee:py-1.5"
    >
      <Checkbox
        checked={allState}
        disabled={all === 0}
        onCheckedChange={() =>
          onSelectedIdsChange(
            allState === true ? new Set() : new Set((emails ?? []).map((e) => e.id)),
          )
        }
        aria-label={t('list.selectAll')}
        className="ee:me-2"
      />
      {trash
        ? action(t('actions.restore'), <IconRestore aria-hidden />, () => props.onRestore(chosen))
        : action(t('actions.delete'), <IconTrash aria-hidden />, () => props.onTrash(chosen))}
      {action(
        t('actions.markRead'),
        <IconMailOpened aria-hidden />,
        () => props.onMarkRead(chosen, true),
        none || chosen.every((e) => e.isRead),
      )}
      {action(
        t('actions.markUnread'),
        <IconMail aria-hidden />,
        () => props.onMarkRead(chosen, false),
        none || chosen.every((e) => !e.isRead),
      )}
      {canMove && (
        <MoveMenu
          emails={chosen}
          disabled={none}
          onMove={(folder) => props.onMove(chosen, folder)}
        />
      )}
      <LabelMenu emails={chosen} disabled={none} onToggle={(l) => props.onToggleLabel(chosen, l)} />
      <span className="ee:ms-auto ee:flex ee:items-center ee:gap-2">
        <span className="ee:text-[13px] ee:text-muted" aria-live="polite">
          {none ? '' : t('list.selected', { count: f.number(chosen.length) })}
        </span>
        {action(
          t('list.refresh'),
          <IconRefresh
            aria-hidden
            className={refreshing ? 'ee:animate-spin ee:motion-reduce:animate-none' : undefined}
          />,
          onRetry,
          false,
        )}
      </span>
    </div>
  );
}
