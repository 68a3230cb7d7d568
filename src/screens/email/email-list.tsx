import { IconMenu2 } from '@tabler/icons-react';

import type { Email, EmailLabel } from '@/api/types/email';
import { SearchInput } from '@/components/filter/search-input';
import { IconButton } from '@/components/ui/icon-button';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { MoveTarget } from './email-bulk-menus';
import { EmailListBody } from './email-list-body';
import { EmailListToolbar } from './email-list-toolbar';
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
  const { q, onQChange, onOpenFolders } = props;
  const { t } = useKitTranslation(emailNs);

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
      <EmailListToolbar {...props} />
      <div
        className="ee:flex ee:min-h-0 ee:flex-1 ee:flex-col ee:overflow-y-auto"
        aria-busy={props.loading || props.refreshing || undefined}
      >
        <EmailListBody {...props} />
      </div>
    </div>
  );
}
