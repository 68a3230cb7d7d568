import { useState, type ReactNode } from 'react';

import { useTestResults } from '@/api/client/electrical-tests';
import type { TestResultListParams, TestResultSortKey } from '@/api/types/electrical-tests';
import { DataTable, type DataTableSort } from '@/components/table/data-table';
import { Card, CardHeader } from '@/components/ui/card';

import { useTestResultColumns } from './test-result-columns';
import { useTestText } from './use-test-text';

export interface TestHistoryCardProps {
  /** Whose results: a device's or a work order's. */
  filter: Pick<TestResultListParams, 'deviceNumber' | 'workOrderNumber'>;
  title: string;
  subtitle?: string;
  emptyTitle: string;
  emptyDescription?: string;
  /** The card's action (record a result). */
  actions?: ReactNode;
}

/** Results newest first (or as sorted), a page at a time as the API pages and sorts them. */
export function TestHistoryCard({
  filter,
  title,
  subtitle,
  emptyTitle,
  emptyDescription,
  actions,
}: TestHistoryCardProps) {
  const { t } = useTestText();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const query = useTestResults({
    ...filter,
    page,
    itemsPerPage: pageSize,
    sortBy: sort?.id as TestResultSortKey | undefined,
    orderBy: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
  });
  const columns = useTestResultColumns();
  return (
    <Card data-test-results={query.isPending ? 'loading' : 'loaded'}>
      <CardHeader
        titleAs="h2"
        title={title}
        subtitle={subtitle ?? t('tab.historySubtitle', { count: query.data?.total ?? 0 })}
        actions={actions}
      />
      <DataTable
        mode="server"
        aria-label={title}
        columns={columns}
        rows={query.data?.results}
        total={query.data?.total ?? 0}
        getRowId={(r) => String(r.id)}
        loading={query.isPending}
        error={query.isError ? query.error.message : undefined}
        onRetry={() => query.refetch()}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        columnMenu={false}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        page={page}
        pageSize={pageSize}
        pageSizes={[10, 25, 50]}
        paginationLabel={title}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
    </Card>
  );
}
