import type { ComponentProps } from 'react';

import type { Order } from '@/api/types/ecommerce';
import { cn } from '@/lib/cn';

export type PaymentMethodLogoProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** The order's method, or a customer's card brand. */
  method: Order['method'] | 'paypal' | 'visa';
  /** Accessible name; the brand's name by default. */
  label?: string;
};

/**
 * The brand mark of a payment method, drawn inline (no remote image: the app works offline and
 * under a strict content policy): Mastercard's two circles, PayPal's double P, Visa's name.
 */
export function PaymentMethodLogo({ method, label, className, ...props }: PaymentMethodLogoProps) {
  const name =
    label ?? (method === 'mastercard' ? 'Mastercard' : method === 'visa' ? 'Visa' : 'PayPal');
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 38 24"
      className={cn(
        'ee:h-6 ee:w-[38px] ee:shrink-0 ee:rounded-[4px] ee:border ee:border-line ee:bg-white',
        className,
      )}
      {...props}
    >
      {method === 'visa' ? (
        <text
          x="19"
          y="16"
          textAnchor="middle"
          fontFamily="'Public Sans', sans-serif"
          fontSize="11"
          fontStyle="italic"
          fontWeight="800"
          fill="#1A1F71"
        >
          VISA
        </text>
      ) : method === 'mastercard' ? (
        <>
          <circle cx="15" cy="12" r="7" fill="#EB001B" />
          <circle cx="23" cy="12" r="7" fill="#F79E1B" />
          <path d="M19 6.35a7 7 0 0 1 0 11.3 7 7 0 0 1 0-11.3z" fill="#FF5F00" />
        </>
      ) : (
        <>
          <path
            d="M15.6 5h5.1c2.6 0 4.1 1.4 3.7 3.8-.5 3-2.5 4.4-5.3 4.4h-1.6l-.9 5.3h-3z"
            fill="#003087"
          />
          <path
            d="M18 7.4h4.6c2.3 0 3.4 1.2 3 3.3-.4 2.6-2.2 3.9-4.7 3.9h-1.4l-.8 4.6h-2.7z"
            fill="#009CDE"
            opacity=".9"
          />
        </>
      )}
    </svg>
  );
}
