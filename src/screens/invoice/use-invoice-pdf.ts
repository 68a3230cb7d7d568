import { useCallback, useState } from 'react';

import type { InvoiceDetailResponse, InvoicePaymentMethod } from '@/api/types/invoice';
import { toast } from '@/components/feedback/toast';
import { useDocumentDirection } from '@/components/ui/use-document-direction';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import type { InvoiceIssuer } from './invoice-issuer';
import type { InvoicePdfText } from './invoice-pdf';
import { INVOICE_STATUS_KEY } from './invoice-status';

export interface InvoicePdfDownload {
  /**
   * Builds the invoice's PDF in the reader's language and downloads it; a failure shows as a toast.
   */
  download: (
    detail: InvoiceDetailResponse | (() => Promise<InvoiceDetailResponse>),
  ) => Promise<void>;
  /** The id of the invoice whose PDF is being made, if any. */
  busyId: number | null;
  busy: boolean;
}

/**
 * Downloading an invoice as a PDF: the labels in the reader's language, the page in their
 * direction. The PDF module (and jsPDF with it) loads on the first click.
 */
export function useInvoicePdf(issuer: InvoiceIssuer): InvoicePdfDownload {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const dir = useDocumentDirection();
  const [busy, setBusy] = useState<number | true | null>(null);

  const download = useCallback(
    async (source: InvoiceDetailResponse | (() => Promise<InvoiceDetailResponse>)) => {
      setBusy(typeof source === 'function' ? true : source.invoice.id);
      try {
        const [detail, pdf] = await Promise.all([
          typeof source === 'function' ? source() : Promise.resolve(source),
          import('./invoice-pdf'),
        ]);
        const { invoice } = detail;
        setBusy(invoice.id);
        const text: InvoicePdfText = {
          title: t('document.title', { id: invoice.id }),
          status: t('document.statusLine', {
            status: t(`status.${INVOICE_STATUS_KEY[invoice.invoiceStatus]}`),
          }),
          issued: t('document.issuedLine', { date: f.date(invoice.issuedDate) }),
          due: t('document.dueLine', { date: f.date(invoice.dueDate) }),
          invoiceTo: t('document.invoiceTo'),
          billTo: t('document.billTo'),
          totalDue: t('document.totalDue'),
          bankName: t('document.bankName'),
          country: t('document.country'),
          iban: t('document.iban'),
          swiftCode: t('document.swiftCode'),
          item: t('document.item'),
          description: t('document.description'),
          cost: t('document.cost'),
          qty: t('document.qty'),
          price: t('document.price'),
          subtotal: t('totals.subtotal'),
          discount: t('totals.discount'),
          tax: t('totals.taxRate', { rate: f.number(invoice.taxRate) }),
          total: t('totals.total'),
          paid: t('totals.paid'),
          balance: t('totals.balance'),
          salesperson: invoice.salesperson
            ? t('document.salespersonLine', { name: invoice.salesperson })
            : '',
          thanks: t('document.thanks'),
          note: t('document.note'),
          payments: t('payments.title'),
          paymentDate: t('payments.date'),
          paymentMethod: t('payments.method'),
          paymentAmount: t('payments.amount'),
          method: (code) => t(`method.${code as InvoicePaymentMethod}`),
          page: (page, pages) =>
            t('document.page', { page: f.number(page), pages: f.number(pages) }),
        };
        await pdf.downloadInvoicePdf(detail, { text, format: f, issuer, dir });
      } catch (error) {
        toast.error(t('pdf.failed'), {
          description: error instanceof Error ? error.message : undefined,
        });
      } finally {
        setBusy(null);
      }
    },
    [t, f, dir, issuer],
  );
  return { download, busyId: typeof busy === 'number' ? busy : null, busy: busy !== null };
}
