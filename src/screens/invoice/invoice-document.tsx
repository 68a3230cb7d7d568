import { useId } from 'react';

import type { InvoiceDetailResponse } from '@/api/types/invoice';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/table/table';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { ScrollRegion } from '../shared/scroll-region';
import { TextLine } from '../shared/text-line';
import { InvoiceDocumentHeader } from './invoice-document-header';
import { InvoiceDocumentTotals } from './invoice-document-totals';
import type { InvoiceIssuer } from './invoice-issuer';
import { InvoiceParties } from './invoice-parties';
import { InvoicePaymentsList } from './invoice-payments-list';

export interface InvoiceDocumentProps {
  /** The invoice and where to pay it. */
  detail: InvoiceDetailResponse;
  /** Who issues it (the letterhead). */
  issuer: InvoiceIssuer;
}

/**
 * The invoice as a document: letterhead, number and dates, client and bank details, lines,
 * totals, note and the payments received. It is what a print of the page holds (the print
 * stylesheet keeps this element alone, `data-invoice-print`).
 */
export function InvoiceDocument({ detail, issuer }: InvoiceDocumentProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const { invoice } = detail;
  const itemsId = useId();
  return (
    <Card
      data-invoice-print=""
      className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6 ee:p-5 ee:sm:p-8"
    >
      <InvoiceDocumentHeader invoice={invoice} issuer={issuer} />
      <InvoiceParties detail={detail} />

      <ScrollRegion
        labelledBy={itemsId}
        className="ee:-mx-5 ee:border-y ee:border-line ee:sm:-mx-8"
      >
        <Table className="ee:min-w-[560px]">
          <TableCaption id={itemsId} srOnly>
            {t('document.itemsCaption')}
          </TableCaption>
          <TableHead rules="under" rowClassName="ee:tracking-[0.2px]">
            <TableHeaderCell inset="none" className="ee:px-5 ee:sm:ps-8">
              {t('document.item')}
            </TableHeaderCell>
            <TableHeaderCell inset="none" className="ee:px-3">
              {t('document.description')}
            </TableHeaderCell>
            <TableHeaderCell inset="none" align="end" className="ee:px-3">
              {t('document.cost')}
            </TableHeaderCell>
            <TableHeaderCell inset="none" align="end" className="ee:px-3">
              {t('document.qty')}
            </TableHeaderCell>
            <TableHeaderCell inset="none" align="end" className="ee:px-5 ee:sm:pe-8">
              {t('document.price')}
            </TableHeaderCell>
          </TableHead>
          <TableBody>
            {invoice.items.map((line, i) => (
              <TableRow key={i}>
                <TableCell inset="none" className="ee:px-5 ee:align-top ee:text-heading ee:sm:ps-8">
                  <TextLine>{line.item}</TextLine>
                </TableCell>
                <TableCell inset="none" className="ee:px-3 ee:align-top">
                  <TextLine>{line.description}</TextLine>
                </TableCell>
                <TableCell inset="none" numeric className="ee:px-3 ee:align-top">
                  {f.money(line.cost)}
                </TableCell>
                <TableCell
                  inset="none"
                  align="end"
                  className="ee:px-3 ee:align-top ee:tabular-nums"
                >
                  {f.number(line.qty)}
                </TableCell>
                <TableCell
                  inset="none"
                  numeric
                  className="ee:px-5 ee:align-top ee:text-heading ee:sm:pe-8"
                >
                  {f.money(line.cost * line.qty)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>

      <InvoiceDocumentTotals invoice={invoice} />

      {invoice.note && (
        <p className="ee:m-0 ee:border-t ee:border-line ee:pt-5 ee:text-[15px]">
          {isolate((v) => t('document.noteLine', { note: v.note }), { note: invoice.note })}
        </p>
      )}

      {invoice.payments.length > 0 && <InvoicePaymentsList payments={invoice.payments} />}
    </Card>
  );
}
