import type { InvoiceStatus } from '@/api/types/invoice';
import { Chip } from '@/components/ui/chip';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { INVOICE_STATUS_KEY, INVOICE_STATUS_TONE } from './invoice-status';

export interface InvoiceStatusChipProps {
  /** The status to show. */
  status: InvoiceStatus;
  /** Chip size. */
  size?: 'sm' | 'md';
}

/** An invoice status as a tonal chip in its colour. */
export function InvoiceStatusChip({ status, size = 'sm' }: InvoiceStatusChipProps) {
  const { t } = useKitTranslation(invoiceNs);
  return (
    <Chip color={INVOICE_STATUS_TONE[status]} size={size} data-status={status}>
      {t(`status.${INVOICE_STATUS_KEY[status]}`)}
    </Chip>
  );
}
