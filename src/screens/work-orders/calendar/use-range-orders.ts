import { useEffect, useRef, useState } from 'react';

import { useWorkOrderListFetch, useWorkOrders } from '@/api/client/work-orders';
import type { WorkOrderListItem, WorkOrderListParams } from '@/api/types/work-orders';

/** Orders a page of the calendar's range holds. */
export const RANGE_PAGE_SIZE = 500;

export interface RangeOrders {
  /** Every order of the range, once every page has come (undefined until then). */
  orders: WorkOrderListItem[] | undefined;
  /** The first page's or a later page's error. */
  error: Error | null;
  /** Fetching (the first page, a later one, or again after a change). */
  fetching: boolean;
  /** Asks every page again (after a refused move, a retry). */
  refetch: () => void;
}

/**
 * Every order of a filtered range, page after page: the first page is a list query (refreshed
 * when any order changes), the others are fetched whenever it has been, so the calendar never
 * shows only the first `pageSize` of a busy month.
 */
export function useRangeOrders(
  params: WorkOrderListParams,
  pageSize: number = RANGE_PAGE_SIZE,
): RangeOrders {
  const first = useWorkOrders({ ...params, page: 1, itemsPerPage: pageSize });
  const fetchOrders = useWorkOrderListFetch();
  const fetchRef = useRef(fetchOrders);
  useEffect(() => {
    fetchRef.current = fetchOrders;
  });
  const key = JSON.stringify(params);
  // The last range put together: kept on screen while the next one comes (no blank month).
  const [result, setResult] = useState<{
    at: number;
    key: string;
    orders: WorkOrderListItem[];
    error: Error | null;
  } | null>(null);

  const data = first.isPlaceholderData ? undefined : first.data;
  const at = first.dataUpdatedAt;
  useEffect(() => {
    if (!data) return;
    const pages = Math.ceil(data.total / pageSize);
    let live = true;
    const asked = JSON.parse(key) as WorkOrderListParams;
    Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
        fetchRef.current({ ...asked, page: i + 2, itemsPerPage: pageSize }),
      ),
    ).then(
      (answers) => {
        const orders = [...data.workOrders, ...answers.flatMap((a) => a.workOrders)];
        if (live) setResult({ at, key, orders, error: null });
      },
      (error: unknown) => {
        const failed = error instanceof Error ? error : new Error(String(error));
        if (live) setResult({ at, key, orders: [], error: failed });
      },
    );
    return () => {
      live = false;
    };
  }, [data, at, key, pageSize]);

  const current = result?.at === at && result.key === key;
  return {
    orders: result && !result.error ? result.orders : undefined,
    error: first.error ?? (current ? result.error : null),
    fetching: first.isFetching || (data !== undefined && !current),
    refetch: () => void first.refetch(),
  };
}
