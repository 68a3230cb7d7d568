import {
  IconCash,
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconFileInvoice,
  IconPencil,
  IconPlus,
  IconReceipt2,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { useBulkDeleteInvoices, useInvoiceFetch, useInvoices } from '@/api/client/invoice';
import {
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  UNPAID_INVOICE_STATUSES,
  type Invoice,
  type InvoiceListParams,
  type InvoiceSortKey,
  type InvoiceStatus,
} from '@/api/types/invoice';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { DateRangeFilter } from '@/components/filter/date-range-filter';
import { FilterBar, type ActiveFilter } from '@/components/filter/filter-bar';
import { filterParam, type ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IconButton, iconButtonVariants } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery, withSegments } from '../paths';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { StatCards, type StatItem } from '../shared/stat-cards';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { useInvoiceColumns } from './invoice-columns';
import { DEFAULT_INVOICE_ISSUER, type InvoiceIssuer } from './invoice-issuer';
import { INVOICE_STATUS_KEY } from './invoice-status';
import { useDuplicateInvoice } from './use-duplicate-invoice';
import { useInvoicePdf } from './use-invoice-pdf';

export interface InvoiceListScreenProps {
  /** Who issues the invoices (the letterhead of a downloaded PDF); our sample business by default. */
  issuer?: InvoiceIssuer;
}

type InvoiceFilters = {
  status: InvoiceStatus[];
  issued: { from?: string; to?: string };
};

/** List state in the URL: `?q=&status=Sent,Past Due&issued=2026-06-01..2026-06-30&sortBy=&orderBy=&page=&itemsPerPage=`. */
const INVOICE_LIST_SCHEMA: ListSchema<InvoiceFilters, InvoiceSortKey> = {
  filters: { status: filterParam.manyOf(INVOICE_STATUSES), issued: filterParam.dateRange() },
  sortKeys: INVOICE_SORT_KEYS,
};

const ALL: InvoiceListParams = { itemsPerPage: -1 };

/** An open end of the issued-date filter, as the API's range needs both ends. */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/**
 * The invoice list: figures over every invoice (clients, invoices, paid, unpaid), search by
 * client, e-mail or number, status and issued-date filters, sort and paging, all in the URL;
 * per invoice: its status with balance and due date, delete, view, download as PDF, edit and
 * duplicate; several deleted at once.
 */
export function InvoiceListScreen({
  issuer = DEFAULT_INVOICE_ISSUER,
}: InvoiceListScreenProps = {}) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const fetchInvoice = useInvoiceFetch();
  const deleteInvoices = useBulkDeleteInvoices();
  const list = useListState(INVOICE_LIST_SCHEMA);
  const { state } = list;
  const { status, issued } = state.filters;

  const params: InvoiceListParams = {
    q: state.q || undefined,
    status: status ?? undefined,
    selectedDateRange: issued
      ? { start: issued.from ?? FIRST_DAY, end: issued.to ?? LAST_DAY }
      : undefined,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const invoices = useInvoices(params);
  const all = useInvoices(ALL);
  const columns = useInvoiceColumns();
  const pdf = useInvoicePdf(issuer);
  const { duplicate } = useDuplicateInvoice();

  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkCount, setBulkCount] = useState(0);

  const figures = useMemo<StatItem[]>(() => {
    const rows = all.data?.invoices;
    const clients = new Set(rows?.map((i) => i.client.companyEmail.toLowerCase())).size;
    const cents = (n: number) => Math.round(n * 100);
    const paid = (rows ?? []).reduce((sum, i) => sum + cents(i.total) - cents(i.balance), 0) / 100;
    const owed = (rows ?? []).filter((i) => i.balance > 0);
    const unpaid = owed.reduce((sum, i) => sum + cents(i.balance), 0) / 100;
    const paidInFull = (rows ?? []).filter((i) => i.invoiceStatus === 'Paid').length;
    const worth = (rows ?? []).reduce((sum, i) => sum + cents(i.total), 0) / 100;
    return [
      {
        key: 'clients',
        label: t('stats.clients'),
        value: rows ? f.number(clients) : undefined,
        hint: t('stats.clientsHint'),
        icon: <IconUsers />,
        color: 'primary',
      },
      {
        key: 'invoices',
        label: t('stats.invoices'),
        value: rows ? f.number(rows.length) : undefined,
        hint: t('stats.invoicesHint', { amount: f.money(worth) }),
        icon: <IconFileInvoice />,
        color: 'info',
      },
      {
        key: 'paid',
        label: t('stats.paid'),
        value: rows ? f.money(paid) : undefined,
        hint: t('stats.paidHint', { count: f.number(paidInFull) }),
        icon: <IconCash />,
        color: 'success',
        to: withQuery(paths.invoiceList, { status: 'Paid' }),
      },
      {
        key: 'unpaid',
        label: t('stats.unpaid'),
        value: rows ? f.money(unpaid) : undefined,
        hint: t('stats.unpaidHint', { count: f.number(owed.length) }),
        icon: <IconReceipt2 />,
        color: 'error',
        to: withQuery(paths.invoiceList, { status: UNPAID_INVOICE_STATUSES.join(',') }),
      },
    ];
  }, [all.data, t, f, paths.invoiceList]);

  const statusOptions = useMemo(
    () => INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${INVOICE_STATUS_KEY[s]}`) })),
    [t],
  );
  const { setQ, setFilter, clearFilters } = list;
  const active: ActiveFilter[] = [];
  for (const s of status ?? []) {
    active.push({
      key: `status-${s}`,
      label: `${t('list.statusFilter')}: ${t(`status.${INVOICE_STATUS_KEY[s]}`)}`,
      onRemove: () =>
        setFilter(
          'status',
          (status ?? []).filter((v) => v !== s),
        ),
    });
  }
  if (issued) {
    const range = `${issued.from ? f.date(issued.from) : '…'} – ${issued.to ? f.date(issued.to) : '…'}`;
    active.push({
      key: 'issued',
      label: `${t('list.issuedFilter')}: ${range}`,
      onRemove: () => setFilter('issued', undefined),
    });
  }

  const bulkDelete = async () => {
    const ids = selected.map(Number);
    const failed = (await deleteInvoices.mutateAsync(ids)).failures.length;
    setSelected([]);
    if (failed)
      throw new Error(t('bulk.partial', { failed: f.number(failed), count: f.number(ids.length) }));
    toast.success(t('bulk.done', { count: f.number(ids.length) }));
  };

  return (
    <Page>
      <ScreenHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Link to={paths.invoiceAdd} className={buttonVariants()}>
            <IconPlus aria-hidden size={18} />
            {t('list.add')}
          </Link>
        }
      />
      <StatCards items={figures} loading={all.isPending} />
      <Card>
        <h2 className="ee:sr-only">{t('list.tableLabel')}</h2>
        <DataTable
          aria-label={t('list.tableLabel')}
          persistKey="invoices"
          mode="server"
          columns={columns}
          rows={invoices.data?.invoices}
          total={invoices.data?.totalInvoices ?? 0}
          getRowId={(row) => String(row.id)}
          loading={invoices.isPending}
          error={invoices.isError ? invoices.error.message : undefined}
          onRetry={() => void invoices.refetch()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={
            active.length || state.q ? t('list.emptyFilteredHint') : t('list.emptyHint')
          }
          selectable
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          bulkActions={() => (
            <button
              type="button"
              className={buttonVariants({ size: 'sm', variant: 'tonal', color: 'error' })}
              onClick={() => {
                setBulkCount(selected.length);
                setBulkOpen(true);
              }}
            >
              <IconTrash aria-hidden size={16} />
              {t('bulk.delete')}
            </button>
          )}
          {...list.tableProps}
          toolbar={
            <FilterBar
              activeFilters={active}
              onClearAll={active.length ? clearFilters : undefined}
              className="ee:w-full"
            >
              <SearchInput
                value={state.q}
                onChange={setQ}
                aria-label={t('list.searchLabel')}
                placeholder={t('list.searchPlaceholder')}
                className="ee:w-full ee:max-w-72"
              />
              <SelectFilter
                multiple
                label={t('list.statusFilter')}
                options={statusOptions}
                value={status ?? []}
                onChange={(v) => setFilter('status', v)}
              />
              <DateRangeFilter
                label={t('list.issuedFilter')}
                value={issued}
                onChange={(v) => setFilter('issued', v)}
              />
            </FilterBar>
          }
          rowActions={(row) => (
            <div className="ee:flex ee:items-center ee:justify-end">
              <IconButton
                size="sm"
                aria-label={t('actions.delete', { id: row.id })}
                onClick={() => setDeleting(row)}
              >
                <IconTrash aria-hidden />
              </IconButton>
              <Link
                to={withSegments(paths.invoicePreview, row.id)}
                aria-label={t('actions.view', { id: row.id })}
                className={iconButtonVariants({ size: 'sm' })}
              >
                <IconEye aria-hidden />
              </Link>
              <Menu>
                <MenuTrigger asChild>
                  <IconButton
                    size="sm"
                    aria-label={t('actions.more', { id: row.id })}
                    loading={pdf.busyId === row.id}
                  >
                    <IconDotsVertical aria-hidden />
                  </IconButton>
                </MenuTrigger>
                <MenuContent>
                  <MenuItem
                    icon={<IconDownload />}
                    onSelect={() => void pdf.download(() => fetchInvoice(row.id))}
                  >
                    {t('actions.download')}
                  </MenuItem>
                  <MenuItem
                    icon={<IconPencil />}
                    onSelect={() => navigate(withSegments(paths.invoiceEdit, row.id))}
                  >
                    {t('actions.edit')}
                  </MenuItem>
                  <MenuItem icon={<IconCopy />} onSelect={() => void duplicate(row)}>
                    {t('actions.duplicate')}
                  </MenuItem>
                </MenuContent>
              </Menu>
            </div>
          )}
        />
      </Card>
      <DeleteInvoiceDialog
        invoice={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => setSelected((ids) => ids.filter((s) => s !== String(id)))}
      />
      <ConfirmDialog
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        destructive
        initialFocus="cancel"
        title={t('bulk.title', { count: f.number(bulkCount) })}
        message={t('bulk.message')}
        confirmLabel={t('bulk.delete')}
        onConfirm={bulkDelete}
      />
    </Page>
  );
}
