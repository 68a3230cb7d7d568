import { useState } from 'react';

import { useBulkDeleteInvoices, useInvoiceFetch, useInvoices } from '@/api/client/invoice';
import {
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceListParams,
  type InvoiceSortKey,
  type InvoiceStatus,
} from '@/api/types/invoice';
import { toast } from '@/components/feedback/toast';
import { activeFilters } from '@/components/filter/active-filters';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import type { InvoiceIssuer } from './invoice-issuer';
import { INVOICE_STATUS_KEY } from './invoice-status';
import { useDuplicateInvoice } from './use-duplicate-invoice';
import { useInvoicePdf } from './use-invoice-pdf';

export type InvoiceFilters = {
  status: InvoiceStatus[];
  issued: { from?: string; to?: string };
};

/**
 * List state in the URL: `?q=&status=Sent,Past
 * Due&issued=2026-06-01..2026-06-30&sortBy=&orderBy=&page=&itemsPerPage=`.
 */
export const INVOICE_LIST_SCHEMA: ListSchema<InvoiceFilters, InvoiceSortKey> = {
  filters: { status: filterParam.manyOf(INVOICE_STATUSES), issued: filterParam.dateRange() },
  sortKeys: INVOICE_SORT_KEYS,
};

const ALL: InvoiceListParams = { itemsPerPage: -1 };

/** An open end of the issued-date filter, as the API's range needs both ends. */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/**
 * The invoice list's state and work: the list state in the URL and the chips of the filters
 * applied, the page shown and every invoice (for the figures), the selection, several deleted at
 * once (one is deleted by DeleteInvoiceDialog, which owns its write), an invoice downloaded as a
 * PDF or duplicated.
 */
export function useInvoiceList(issuer: InvoiceIssuer) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const deleteInvoices = useBulkDeleteInvoices();
  const fetchInvoice = useInvoiceFetch();
  const pdf = useInvoicePdf(issuer);
  const { duplicate } = useDuplicateInvoice();
  const list = useListState(INVOICE_LIST_SCHEMA);
  const { state } = list;
  const { status, issued } = state.filters;

  const invoices = useInvoices({
    q: state.q || undefined,
    status: status ?? undefined,
    selectedDateRange: issued
      ? { start: issued.from ?? FIRST_DAY, end: issued.to ?? LAST_DAY }
      : undefined,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  });
  const all = useInvoices(ALL);
  const active = activeFilters(
    INVOICE_LIST_SCHEMA,
    {
      status: { name: t('list.statusFilter'), value: (s) => t(`status.${INVOICE_STATUS_KEY[s]}`) },
      issued: {
        name: t('list.issuedFilter'),
        value: (r) => `${r.from ? f.date(r.from) : '…'} – ${r.to ? f.date(r.to) : '…'}`,
      },
    },
    list,
  );

  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkCount, setBulkCount] = useState(0);

  const askBulkDelete = () => {
    setBulkCount(selected.length);
    setBulkOpen(true);
  };

  const bulkDelete = async () => {
    const ids = selected.map(Number);
    const failed = (await deleteInvoices.mutateAsync(ids)).failures.length;
    setSelected([]);
    if (failed)
      throw new Error(t('bulk.partial', { failed: f.number(failed), count: f.number(ids.length) }));
    toast.success(t('bulk.done', { count: f.number(ids.length) }));
  };

  /** One invoice deleted: it leaves the selection too. */
  const unselect = (id: number) => setSelected((ids) => ids.filter((s) => s !== String(id)));

  /** The invoice fetched whole (the list's rows are not), then drawn as a PDF. */
  const download = (invoice: Invoice) => pdf.download(() => fetchInvoice(invoice.id));

  return {
    list,
    active,
    invoices,
    all,
    selected,
    setSelected,
    unselect,
    deleting,
    setDeleting,
    bulk: { open: bulkOpen, setOpen: setBulkOpen, count: bulkCount, ask: askBulkDelete },
    bulkDelete,
    downloadingId: pdf.busyId,
    download,
    duplicate,
  };
}

export type InvoiceListController = ReturnType<typeof useInvoiceList>;
