import { useMemo } from 'react';

import type { PaymentStatus, ReceivedPaymentStatus } from '@/api/types/pages';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export const RECEIVED_TONE: Record<ReceivedPaymentStatus, Tone> = {
  'Fully Paid': 'success',
  'Partially Paid': 'warning',
  Unpaid: 'error',
};
export const PAYMENT_STATUS_TONE: Record<PaymentStatus, Tone> = {
  Completed: 'success',
  Confirmed: 'primary',
  Cancelled: 'secondary',
};

const RECEIVED_KEY = {
  'Fully Paid': 'sales.received.fullyPaid',
  'Partially Paid': 'sales.received.partiallyPaid',
  Unpaid: 'sales.received.unpaid',
} as const;
const STATUS_KEY = {
  Completed: 'sales.status.completed',
  Confirmed: 'sales.status.confirmed',
  Cancelled: 'sales.status.cancelled',
} as const;

/** The payment statuses in the reader's language (also what the table searches and sorts). */
export function usePaymentLabels() {
  const { t } = useKitTranslation(pagesNs);
  return useMemo(
    () => ({
      received: (status: ReceivedPaymentStatus) => t(RECEIVED_KEY[status]),
      status: (status: PaymentStatus) => t(STATUS_KEY[status]),
    }),
    [t],
  );
}

/** How much of an order was received: Fully paid (green), Partially paid (orange), Unpaid (red). */
export function ReceivedChip({ status, label }: { status: ReceivedPaymentStatus; label: string }) {
  return (
    <Chip color={RECEIVED_TONE[status]} size="sm">
      {label}
    </Chip>
  );
}

/** Where the payment stands: Completed, Confirmed or Cancelled. */
export function PaymentStatusChip({ status, label }: { status: PaymentStatus; label: string }) {
  return (
    <Chip
      color={PAYMENT_STATUS_TONE[status]}
      size="sm"
      variant={status === 'Cancelled' ? 'outline' : 'tonal'}
    >
      {label}
    </Chip>
  );
}
