import {
  IconArrowLeft,
  IconCurrencyDollar,
  IconDownload,
  IconPencil,
  IconPrinter,
  IconSend,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { useInvoice } from '@/api/client/invoice';
import { ApiError } from '@/api/client/request';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { useFormat } from '../shared/format';
import { InvoiceDocument } from './invoice-document';
import { parseInvoiceId } from './invoice-id';
import { DEFAULT_INVOICE_ISSUER, type InvoiceIssuer } from './invoice-issuer';
import { InvoiceNotFound } from './invoice-not-found';
import { InvoicePrintStyle } from './invoice-print-style';
import { InvoiceStatusChip } from './invoice-status-chip';
import { AddPaymentDrawer, SendInvoiceDrawer } from './lazy-overlays';
import { useInvoicePdf } from './use-invoice-pdf';

export interface InvoicePreviewScreenProps {
  /** The invoice to show (the route's `:id`). */
  id: number | string;
  /** Who issues the invoices (letterhead, PDF, the sender of e-mails); our sample business by default. */
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
  const f = useFormat();
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
  if (!query.data) {
    return (
      <div
        className="ee:grid ee:gap-6 ee:p-4 ee:sm:p-6 ee:lg:grid-cols-[minmax(0,1fr)_300px]"
        aria-busy="true"
      >
        <h1 className="ee:sr-only">{t('document.title', { id })}</h1>
        <Card className="ee:flex ee:flex-col ee:gap-6 ee:p-8">
          <Skeleton className="ee:h-28 ee:w-full" />
          <SkeletonText lines={4} />
          <Skeleton className="ee:h-40 ee:w-full" />
        </Card>
        <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="ee:h-[38px] ee:w-full" />
          ))}
        </Card>
      </div>
    );
  }

  const detail = query.data;
  const { invoice } = detail;
  const owes = invoice.balance > 0;
  return (
    <div className="ee:grid ee:items-start ee:gap-6 ee:p-4 ee:sm:p-6 ee:lg:grid-cols-[minmax(0,1fr)_300px]">
      <InvoicePrintStyle />
      <InvoiceDocument detail={detail} issuer={issuer} />
      <aside
        className="ee:flex ee:flex-col ee:gap-6 ee:lg:sticky ee:lg:top-24"
        aria-label={t('preview.actionsLabel')}
      >
        <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
          <Button
            block
            startIcon={<IconSend aria-hidden size={18} />}
            onClick={() => setDrawer('send')}
          >
            {t('preview.send')}
          </Button>
          <Button
            block
            variant="tonal"
            color="secondary"
            startIcon={<IconDownload aria-hidden size={18} />}
            loading={pdf.busy}
            onClick={() => void pdf.download(detail)}
          >
            {t('preview.download')}
          </Button>
          <div className="ee:grid ee:grid-cols-2 ee:gap-3">
            <Button
              variant="tonal"
              color="secondary"
              startIcon={<IconPrinter aria-hidden size={18} />}
              onClick={() => window.print()}
            >
              {t('preview.print')}
            </Button>
            <Link
              to={withSegments(paths.invoiceEdit, invoice.id)}
              className={buttonVariants({ variant: 'tonal', color: 'secondary' })}
            >
              <IconPencil aria-hidden size={18} />
              {t('preview.edit')}
            </Link>
          </div>
          <Button
            block
            color="success"
            startIcon={<IconCurrencyDollar aria-hidden size={18} />}
            disabled={!owes}
            onClick={() => setDrawer('payment')}
          >
            {t('preview.addPayment')}
          </Button>
          {!owes && (
            <p className="ee:m-0 ee:text-center ee:text-[13px] ee:text-muted">
              {t('preview.nothingOwed')}
            </p>
          )}
        </Card>
        <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6 ee:text-[15px]">
          <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
            {t('preview.summary')}
          </h2>
          <dl className="ee:m-0 ee:grid ee:grid-cols-[1fr_auto] ee:items-center ee:gap-x-4 ee:gap-y-2">
            <dt>{t('preview.status')}</dt>
            <dd className="ee:m-0 ee:text-end">
              <InvoiceStatusChip status={invoice.invoiceStatus} />
            </dd>
            <dt>{invoice.balance < 0 ? t('totals.credit') : t('totals.balance')}</dt>
            <dd
              className="ee:m-0 ee:text-end ee:font-medium ee:text-heading ee:tabular-nums"
              data-summary-balance=""
            >
              {f.money(Math.abs(invoice.balance))}
            </dd>
            <dt>{t('preview.dueDate')}</dt>
            <dd className="ee:m-0 ee:text-end ee:text-heading">{f.date(invoice.dueDate)}</dd>
            <dt>{t('preview.lastSent')}</dt>
            <dd className="ee:m-0 ee:text-end ee:text-heading">
              {invoice.sends.length
                ? f.dateTime(invoice.sends[invoice.sends.length - 1].at)
                : t('preview.neverSent')}
            </dd>
          </dl>
        </Card>
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
    </div>
  );
}
