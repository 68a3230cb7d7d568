import { IconDotsVertical, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';

import { useDeleteReview, useReviews } from '@/api/client/ecommerce';
import {
  REVIEW_SORT_KEYS,
  REVIEW_STATUSES,
  type Review,
  type ReviewListParams,
  type ReviewSortKey,
  type ReviewStatus,
} from '@/api/types/ecommerce';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { activeFilters } from '@/components/filter/active-filters';
import { FilterBar } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Card } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';

import { isolate, isolateText } from '../shared/bidi';
import { ScreenHeader } from '../shared/screen-header';
import { useReviewColumns } from './review-columns';
import { reviewFigures } from './review-stats';
import { ReviewSummary } from './review-summary';

/** The review list reads its list state from the URL (`?status=Pending&q=…`); it takes no props. */
export type ReviewListScreenProps = Record<string, never>;

type ReviewFilters = { status: ReviewStatus };

const REVIEW_LIST_SCHEMA: ListSchema<ReviewFilters, ReviewSortKey> = {
  filters: { status: filterParam.oneOf(REVIEW_STATUSES) },
  sortKeys: REVIEW_SORT_KEYS,
};
const ALL: ReviewListParams = { status: 'All', itemsPerPage: -1 };

/**
 * E-commerce reviews: the average rating, how ratings spread and reviews per week; the table
 * (status Published, Pending or all, search over product, reviewer, e-mail and text, sort and
 * paging in the URL) with star ratings; delete, where a review already gone says so.
 */
export function ReviewListScreen(_props: ReviewListScreenProps = {}) {
  const { t } = useKitTranslation(ecommerceNs);
  const list = useListState(REVIEW_LIST_SCHEMA);
  const { state } = list;
  const status = state.filters.status;
  const params: ReviewListParams = {
    q: state.q || undefined,
    status: status ?? 'All',
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const reviews = useReviews(params);
  const all = useReviews(ALL);
  const columns = useReviewColumns();
  const remove = useDeleteReview();
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [shown, setShown] = useState<Review | null>(null);
  if (deleting && deleting !== shown) setShown(deleting);

  const figures = useMemo(
    () => (all.data ? reviewFigures(all.data.reviews, now()) : undefined),
    [all.data],
  );
  const statusOptions = useMemo(
    () => REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviewStatus.${s}`) })),
    [t],
  );
  const active = activeFilters(
    REVIEW_LIST_SCHEMA,
    { status: { name: t('reviews.fields.status'), value: (s) => t(`reviewStatus.${s}`) } },
    list,
  );

  return (
    <Page>
      <ScreenHeader title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      {/* Without every review there are no figures to draw: the table below says what failed and retries both. */}
      {!all.isError && <ReviewSummary figures={figures} />}
      <Card>
        <h2 className="ee:sr-only">{t('reviews.tableLabel')}</h2>
        <DataTable
          aria-label={t('reviews.tableLabel')}
          persistKey="ecommerce-reviews"
          mode="server"
          columns={columns}
          rows={reviews.data?.reviews}
          total={reviews.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={reviews.isPending}
          error={reviews.isError ? reviews.error.message : undefined}
          onRetry={() => {
            void reviews.refetch();
            if (all.isError) void all.refetch();
          }}
          emptyTitle={t('reviews.emptyTitle')}
          emptyDescription={t('reviews.emptyHint')}
          {...list.tableProps}
          toolbar={
            <FilterBar
              activeFilters={active}
              onClearAll={active.length || state.q ? list.clearFilters : undefined}
              className="ee:w-full"
            >
              <SearchInput
                value={state.q}
                onChange={list.setQ}
                aria-label={t('reviews.searchLabel')}
                placeholder={t('reviews.searchPlaceholder')}
                className="ee:w-full ee:max-w-72"
              />
              <SelectFilter
                label={t('reviews.fields.status')}
                allLabel={t('reviews.all')}
                options={statusOptions}
                value={status}
                onChange={(v) => list.setFilter('status', v)}
              />
            </FilterBar>
          }
          rowActions={(row) => (
            <Menu>
              <MenuTrigger asChild>
                <IconButton
                  size="sm"
                  aria-label={t('reviews.actionsFor', { name: isolateText(row.reviewer) })}
                >
                  <IconDotsVertical aria-hidden />
                </IconButton>
              </MenuTrigger>
              <MenuContent>
                <MenuItem icon={<IconTrash />} color="error" onSelect={() => setDeleting(row)}>
                  {t('reviews.delete')}
                </MenuItem>
              </MenuContent>
            </Menu>
          )}
        />
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        destructive
        title={t('reviews.deleteTitle')}
        message={
          shown
            ? isolate((v) => t('reviews.deleteMessage', { name: v.name, product: v.product }), {
                name: shown.reviewer,
                product: shown.product,
              })
            : undefined
        }
        confirmLabel={t('reviews.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          // Deleted meanwhile (another tab): the message says so, and the hook refreshes the list,
          // which drops it.
          await remove.mutateAsync(deleting.id);
          toast.success(t('reviews.deleted', { name: isolateText(deleting.reviewer) }));
        }}
      />
    </Page>
  );
}
