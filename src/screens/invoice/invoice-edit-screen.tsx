import { useInvoice, useInvoiceClients } from '@/api/client/invoice';
import { ApiError } from '@/api/client/request';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { InvoiceForm } from './invoice-form';
import { parseInvoiceId } from './invoice-id';
import { DEFAULT_INVOICE_ISSUER, type InvoiceIssuer } from './invoice-issuer';
import { InvoiceNotFound } from './invoice-not-found';

export interface InvoiceEditScreenProps {
  /** The invoice to change (the route's `:id`); none adds a new one. */
  id?: number | string;
  /** Who issues the invoices (the letterhead); our sample business by default. */
  issuer?: InvoiceIssuer;
}

/**
 * `/apps/invoice/add` and `/apps/invoice/edit/:id`: the invoice form (client from the client
 * list, dates, lines, discount, tax, salesperson, note, live totals). Saving opens the preview;
 * an unknown id shows the API's 404 with the way back to the list.
 */
export function InvoiceEditScreen({
  id: rawId,
  issuer = DEFAULT_INVOICE_ISSUER,
}: InvoiceEditScreenProps) {
  const { t } = useKitTranslation(invoiceNs);
  const editing = rawId !== undefined;
  const id = editing ? parseInvoiceId(rawId) : undefined;
  const invoice = useInvoice(id ?? 0, { enabled: id !== undefined });
  const clients = useInvoiceClients();
  const title = editing ? t('form.editTitle', { id: String(rawId) }) : t('form.addTitle');

  if (
    editing &&
    (id === undefined || (invoice.error instanceof ApiError && invoice.error.status === 404))
  ) {
    return (
      <InvoiceNotFound id={String(rawId)} message={invoice.error?.message ?? t('notFound.title')} />
    );
  }
  const failed =
    (editing && invoice.isError ? invoice : null) ?? (clients.isError ? clients : null);
  if (failed) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{title}</h1>
        <Card>
          <ErrorState
            titleAs="h2"
            title={t('form.loadError')}
            message={failed.error?.message}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        </Card>
      </div>
    );
  }
  if (!clients.data || (editing && !invoice.data)) {
    return (
      <Page layout="grid" className="ee:lg:grid-cols-[minmax(0,1fr)_300px]" aria-busy="true">
        <h1 className="ee:sr-only">{title}</h1>
        <Card className="ee:flex ee:flex-col ee:gap-6 ee:p-8">
          <Skeleton className="ee:h-32 ee:w-full" />
          <SkeletonText lines={3} />
          <Skeleton className="ee:h-36 ee:w-full" />
        </Card>
        <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
          <Skeleton className="ee:h-[38px] ee:w-full" />
          <Skeleton className="ee:h-[38px] ee:w-full" />
        </Card>
      </Page>
    );
  }
  // Keyed by the invoice: another invoice (or a new one) starts from its own values.
  return (
    <InvoiceForm
      key={invoice.data?.invoice.id ?? 'new'}
      invoice={editing ? invoice.data?.invoice : undefined}
      clients={clients.data}
      issuer={issuer}
    />
  );
}
