/**
 * How each invoice status looks and is named: its tone, its icon and its catalogue key. The API
 * speaks in its own status names ("Partial Payment"); the catalogue keys are identifiers.
 */
import {
  IconChartPie,
  IconCircleCheck,
  IconCircleHalf2,
  IconDeviceFloppy,
  IconDownload,
  IconInfoCircle,
  IconSend,
  type Icon,
} from '@tabler/icons-react';

import type { InvoicePaymentMethod, InvoiceStatus } from '@/api/types/invoice';
import type { Tone } from '@/components/ui/tone';

export type InvoiceStatusKey =
  'paid' | 'downloaded' | 'sent' | 'draft' | 'partialPayment' | 'pastDue';

export const INVOICE_STATUS_KEY: Record<InvoiceStatus, InvoiceStatusKey> = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
};

export const INVOICE_STATUS_TONE: Record<InvoiceStatus, Tone> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'error',
};

export const INVOICE_STATUS_ICON: Record<InvoiceStatus, Icon> = {
  Paid: IconCircleCheck,
  Downloaded: IconDownload,
  Sent: IconSend,
  Draft: IconDeviceFloppy,
  'Partial Payment': IconChartPie,
  'Past Due': IconInfoCircle,
};

/** An icon for a balance that is neither owed nor settled (kept for the credit chip). */
export const CREDIT_ICON = IconCircleHalf2;

/** The payment methods' catalogue keys are their codes. */
export type PaymentMethodKey = InvoicePaymentMethod;
