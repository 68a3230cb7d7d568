import type { Invoice } from '@/api/types/invoice';
import { toneVariants } from '@/components/ui/tone';
import { Tooltip } from '@/components/ui/tooltip';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useFormat } from '../shared/format';
import { INVOICE_STATUS_ICON, INVOICE_STATUS_KEY, INVOICE_STATUS_TONE } from './invoice-status';

export interface InvoiceStatusIconProps {
  /** The invoice whose status, balance and due date it tells. */
  invoice: Pick<Invoice, 'id' | 'invoiceStatus' | 'balance' | 'dueDate'>;
}

/**
 * The status as a coloured icon (Vuexy's list): hover or focus shows the status, the balance
 * and the due date; a screen reader reads the same as the icon's name.
 */
export function InvoiceStatusIcon({ invoice }: InvoiceStatusIconProps) {
  const { t } = useKitTranslation(invoiceNs);
  const f = useFormat();
  const Icon = INVOICE_STATUS_ICON[invoice.invoiceStatus];
  const status = t(`status.${INVOICE_STATUS_KEY[invoice.invoiceStatus]}`);
  const balance = t('statusTip.balance', { amount: f.money(invoice.balance) });
  const due = t('statusTip.due', { date: f.date(invoice.dueDate) });
  return (
    <Tooltip
      content={
        <span className="ee:flex ee:flex-col">
          <strong className="ee:font-medium">{status}</strong>
          <span>{balance}</span>
          <span>{due}</span>
        </span>
      }
    >
      <span
        role="img"
        tabIndex={0}
        aria-label={`${status}. ${balance}. ${due}`}
        data-status={invoice.invoiceStatus}
        className={cn(
          toneVariants[INVOICE_STATUS_TONE[invoice.invoiceStatus]],
          'ee:inline-flex ee:size-[30px] ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink ee:outline-offset-2',
        )}
      >
        <Icon aria-hidden size={16} />
      </span>
    </Tooltip>
  );
}
