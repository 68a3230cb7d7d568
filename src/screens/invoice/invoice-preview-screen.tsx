import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { useInvoice } from '@/api/client/invoice';
import { ApiError } from '@/api/client/request';
import { ErrorState } from '@/components/feedback/error-state';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { InvoiceDocument } from './invoice-document';
import { parseInvoiceId } from './invoice-id';
import { DEFAULT_INVOICE_ISSUER, type InvoiceIssuer } from './invoice-issuer';
import { InvoiceNotFound } from './invoice-not-found';
import { InvoicePreviewActions } from './invoice-preview-actions';
import { InvoicePreviewSkeleton } from './invoice-preview-skeleton';
import { InvoicePrintStyle } from './invoice-print-style';
import { InvoiceSummaryCard } from './invoice-summary-card';
import { AddPaymentDrawer, SendInvoiceDrawer } from './lazy-overlays';
import { useInvoicePdf } from './use-invoice-pdf';

export interface InvoicePreviewScreenProps {
  /** The invoice to show (the route's `:id`). */
  id: number | string;
  /**
   * Who issues the invoices (letterhead, PDF, the sender of e-mails); our sample business by
   * default.
   */
  issuer?: InvoiceIssuer;
}

/**
 * `/apps/invoice/preview/:id`: the invoice as a document with its payment details, and what can
 * be done with it: send it by e-mail, download it as a PDF, print it (the invoice alone), edit
 * it, record a payment. An unknown id shows the API's 404 with the way back to the list.
 */
export function InvoicePreviewScreen({
  id: rawId,
  issuer = DEFAULT_INVOICE_ISSUER,
}: InvoicePreviewScreenProps) {
  const { t } = useKitTranslation(invoiceNs);
  const paths = useScreenPaths();
  const id = parseInvoiceId(rawId);
  const query = useInvoice(id ?? 0, { enabled: id !== undefined });
  const pdf = useInvoicePdf(issuer);
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null);

  if (id === undefined || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <InvoiceNotFound id={String(rawId)} message={query.error?.message ?? t('notFound.title')} />
    );
  }
  if (query.isError) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{t('document.title', { id })}</h1>
        <Card>
          <ErrorState
            titleAs="h2"
            title={t('preview.loadError')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }
  if (!query.data) return <InvoicePreviewSkeleton id={id} />;

  const detail = query.data;
  const { invoice } = detail;
  return (
    <Page layout="grid" className="ee:items-start ee:lg:grid-cols-[minmax(0,1fr)_300px]">
      <InvoicePrintStyle />
      <InvoiceDocument detail={detail} issuer={issuer} />
      <aside
        className="ee:flex ee:flex-col ee:gap-6 ee:lg:sticky ee:lg:top-24"
        aria-label={t('preview.actionsLabel')}
      >
        <InvoicePreviewActions
          invoice={invoice}
          downloading={pdf.busy}
          onSend={() => setDrawer('send')}
          onDownload={() => void pdf.download(detail)}
          onAddPayment={() => setDrawer('payment')}
        />
        <InvoiceSummaryCard invoice={invoice} />
        <Link
          to={paths.invoiceList}
          className="ee:tap-target ee:inline-flex ee:items-center ee:gap-1.5 ee:self-start ee:text-[15px] ee:text-primary-ink ee:no-underline ee:hover:underline"
        >
          <IconArrowLeft aria-hidden size={16} className="ee:rtl:rotate-180" />
          {t('preview.backToList')}
        </Link>
      </aside>
      <SendInvoiceDrawer
        open={drawer === 'send'}
        onOpenChange={(open) => setDrawer(open ? 'send' : null)}
        invoice={invoice}
        issuer={issuer}
      />
      <AddPaymentDrawer
        open={drawer === 'payment'}
        onOpenChange={(open) => setDrawer(open ? 'payment' : null)}
        invoice={invoice}
      />
    </Page>
  );
}
