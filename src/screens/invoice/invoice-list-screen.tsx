import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { ScreenHeader } from '../shared/screen-header';
import { useInvoiceColumns } from './invoice-columns';
import { InvoiceFigures } from './invoice-figures';
import { DEFAULT_INVOICE_ISSUER, type InvoiceIssuer } from './invoice-issuer';
import { InvoiceListDialogs } from './invoice-list-dialogs';
import { InvoiceListToolbar } from './invoice-list-toolbar';
import { InvoiceRowActions } from './invoice-row-actions';
import { useInvoiceList } from './use-invoice-list';

export interface InvoiceListScreenProps {
  /**
   * Who issues the invoices (the letterhead of a downloaded PDF); our sample business by default.
   */
  issuer?: InvoiceIssuer;
}

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
  const paths = useScreenPaths();
  const columns = useInvoiceColumns();
  const controller = useInvoiceList(issuer);
  const { list, active, invoices, all, selected, setSelected, bulk } = controller;

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
      <InvoiceFigures rows={all.data?.invoices} loading={all.isPending} />
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
            active.length || list.state.q ? t('list.emptyFilteredHint') : t('list.emptyHint')
          }
          selectable
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          bulkActions={() => (
            <button
              type="button"
              className={buttonVariants({ size: 'sm', variant: 'tonal', color: 'error' })}
              onClick={bulk.ask}
            >
              <IconTrash aria-hidden size={16} />
              {t('bulk.delete')}
            </button>
          )}
          {...list.tableProps}
          toolbar={<InvoiceListToolbar list={list} active={active} />}
          rowActions={(row) => (
            <InvoiceRowActions
              invoice={row}
              onDelete={controller.setDeleting}
              downloading={controller.downloadingId === row.id}
              onDownload={(invoice) => void controller.download(invoice)}
              onDuplicate={(invoice) => void controller.duplicate(invoice)}
            />
          )}
        />
      </Card>
      <InvoiceListDialogs {...controller} />
    </Page>
  );
}
