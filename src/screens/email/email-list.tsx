import {
  IconMail,
  IconMailOpened,
  IconMenu2,
  IconRefresh,
  IconRestore,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';

import type { Email, EmailLabel } from '@/api/types/email';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { SearchInput } from '@/components/filter/search-input';
import { Checkbox } from '@/components/form/checkbox';
import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { LabelMenu, MoveMenu, type MoveTarget } from './email-bulk-menus';
import { useListTime } from './email-format';
import { EmailListItem } from './email-list-item';
import type { EmailView } from './use-email-view';

export interface EmailListProps {
  /** The view's name ("Inbox", "Important"), for the list's label and empty state. */
  viewName: string;
  view: EmailView;
  label: EmailLabel | undefined;
  q: string;
  onQChange: (q: string) => void;
  emails: readonly Email[] | undefined;
  loading: boolean;
  /** The list call's error message. */
  error: string | undefined;
  onRetry: () => void;
  refreshing: boolean;
  selectedIds: ReadonlySet<number>;
  onSelectedIdsChange: (ids: Set<number>) => void;
  openId: number | undefined;
  hrefOf: (id: number) => string;
  onOpen: (email: Email) => void;
  onStar: (email: Email) => void;
  onTrash: (emails: readonly Email[]) => void;
  onRestore: (emails: readonly Email[]) => void;
  onMarkRead: (emails: readonly Email[], read: boolean) => void;
  onMove: (emails: readonly Email[], folder: MoveTarget) => void;
  onToggleLabel: (emails: readonly Email[], label: EmailLabel) => void;
  /** Opens the folders drawer (shown where the sidebar does not fit). */
  onOpenFolders: () => void;
}

/**
 * The middle pane: search, the tick-all box with the bulk actions (delete or restore, read,
 * unread, move, labels), refresh, and the e-mails; skeleton rows while loading, an error with a
 * retry, an empty state that says whether the folder is empty or the search found nothing.
 */
export function EmailList(props: EmailListProps) {
  const {
    viewName,
    view,
    label,
    q,
    onQChange,
    emails,
    loading,
    error,
    onRetry,
    refreshing,
    selectedIds,
    onSelectedIdsChange,
    openId,
    hrefOf,
    onOpen,
    onStar,
    onOpenFolders,
  } = props;
  const { t } = useKitTranslation(emailNs);
  const f = useFormat();
  const listTime = useListTime();
  const chosen = (emails ?? []).filter((e) => selectedIds.has(e.id));
  const all = emails?.length ?? 0;
  const none = chosen.length === 0;
  const allState = none ? false : chosen.length === all ? true : 'indeterminate';
  const trash = view === 'trash' && !label;
  const canMove =
    !trash && (label !== undefined || view === 'inbox' || view === 'spam' || view === 'starred');

  const setOne = useCallback(
    (id: number, on: boolean) => {
      const next = new Set(selectedIds);
      if (on) next.add(id);
      else next.delete(id);
      onSelectedIdsChange(next);
    },
    [selectedIds, onSelectedIdsChange],
  );

  const action = (labelText: string, icon: ReactNode, run: () => void, disabled = none) => (
    <Tooltip content={labelText}>
      <IconButton size="sm" aria-label={labelText} disabled={disabled} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  let body: ReactNode;
  if (error && !emails) {
    body = (
      <ErrorState
        title={t('list.errorTitle')}
        message={error}
        onRetry={onRetry}
        retrying={refreshing}
        className="ee:m-auto ee:p-6"
      />
    );
  } else if (loading && !emails) {
    body = (
      <ul aria-hidden className="ee:m-0 ee:list-none ee:p-0">
        {Array.from({ length: 7 }, (_, i) => (
          <li
            key={i}
            className="ee:flex ee:items-start ee:gap-3 ee:border-b ee:border-line ee:px-4 ee:py-3.5"
          >
            <Skeleton className="ee:mt-1 ee:size-[18px]" />
            <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-2">
              <Skeleton className="ee:h-3.5 ee:w-2/5" />
              <Skeleton className="ee:h-3.5 ee:w-4/5" />
              <Skeleton className="ee:h-3 ee:w-3/5" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else if (all === 0) {
    body = q ? (
      <EmptyState
        icon={<IconSearch aria-hidden />}
        title={t('list.noMatchTitle', { q })}
        description={t('list.noMatchHint')}
        className="ee:m-auto ee:p-6"
      />
    ) : (
      <EmptyState
        icon={<IconMail aria-hidden />}
        title={t('list.emptyTitle', { view: viewName })}
        description={t('list.emptyHint')}
        className="ee:m-auto ee:p-6"
      />
    );
  } else {
    body = (
      <ul className="ee:m-0 ee:list-none ee:p-0" aria-label={t('list.label', { view: viewName })}>
        {emails?.map((email) => (
          <EmailListItem
            key={email.id}
            email={email}
            href={hrefOf(email.id)}
            time={listTime(email.time)}
            selected={selectedIds.has(email.id)}
            open={email.id === openId}
            onSelectedChange={setOne}
            onStar={onStar}
            onOpen={onOpen}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="ee:flex ee:h-full ee:min-h-0 ee:flex-col">
      <div className="ee:flex ee:items-center ee:gap-2 ee:border-b ee:border-line ee:px-4 ee:py-3">
        <IconButton
          size="sm"
          aria-label={t('sidebar.open')}
          onClick={onOpenFolders}
          className="ee:-ms-1 ee:@3xl:hidden"
        >
          <IconMenu2 aria-hidden />
        </IconButton>
        <SearchInput
          value={q}
          onChange={onQChange}
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          className="ee:min-w-0 ee:flex-1"
        />
      </div>
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
        <LabelMenu
          emails={chosen}
          disabled={none}
          onToggle={(l) => props.onToggleLabel(chosen, l)}
        />
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
      <div
        className="ee:flex ee:min-h-0 ee:flex-1 ee:flex-col ee:overflow-y-auto"
        aria-busy={loading || refreshing || undefined}
      >
        {body}
      </div>
    </div>
  );
}
