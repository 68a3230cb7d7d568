import { IconMail, IconSearch } from '@tabler/icons-react';
import { useCallback, type ReactNode } from 'react';

import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useListTime } from './email-format';
import type { EmailListProps } from './email-list';
import { EmailListItem } from './email-list-item';

export type EmailListBodyProps = Pick<
  EmailListProps,
  | 'viewName'
  | 'q'
  | 'emails'
  | 'loading'
  | 'error'
  | 'onRetry'
  | 'refreshing'
  | 'selectedIds'
  | 'onSelectedIdsChange'
  | 'openId'
  | 'hrefOf'
  | 'onOpen'
  | 'onStar'
>;

/**
 * The e-mails of the list, or what stands in for them: skeleton rows while loading, an error with
 * a retry, an empty state that says whether the folder is empty or the search found nothing.
 */
export function EmailListBody({
  viewName,
  q,
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
}: EmailListBodyProps) {
  const { t } = useKitTranslation(emailNs);
  const listTime = useListTime();
  const all = emails?.length ?? 0;
  const setOne = useCallback(
    (id: number, on: boolean) => {
      const next = new Set(selectedIds);
      if (on) next.add(id);
      else next.delete(id);
      onSelectedIdsChange(next);
    },
    [selectedIds, onSelectedIdsChange],
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

  return body;
}
