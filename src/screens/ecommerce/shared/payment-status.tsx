import type { PaymentCode } from '@/api/types/ecommerce';
import { toneVariants } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

import { PAYMENT_TONE } from './tones';

export interface PaymentStatusProps {
  /** The order's payment code (1 Paid, 2 Pending, 3 Cancelled, 4 Failed). */
  code: PaymentCode;
  /** Its name in the user's language. */
  label: string;
}

/** A payment's state as Vuexy's order list shows it: a coloured dot and the word. */
export function PaymentStatus({ code, label }: PaymentStatusProps) {
  return (
    <span
      className={cn(
        toneVariants[PAYMENT_TONE[code]],
        'ee:inline-flex ee:items-center ee:gap-1.5 ee:whitespace-nowrap ee:font-medium ee:text-tone-ink',
      )}
    >
      <span aria-hidden className="ee:size-2 ee:shrink-0 ee:rounded-full ee:bg-tone-solid" />
      {label}
    </span>
  );
}
