import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

export interface FormErrorBannerProps {
  /** The message; nothing renders when empty. */
  children?: ReactNode;
  /** Classes of the banner. */
  className?: string;
}

/**
 * The general error of a form (a save failed for a reason no field owns); announced as an alert.
 */
export function FormErrorBanner({ children, className }: FormErrorBannerProps) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cn(
        'ee:tone-error ee:flex ee:items-start ee:gap-2.5 ee:rounded-ee ee:bg-tone/16 ee:px-4 ee:py-3 ee:text-[15px] ee:text-tone-ink',
        className,
      )}
    >
      <IconAlertCircle aria-hidden size={20} className="ee:mt-px ee:shrink-0" />
      <div className="ee:min-w-0">{children}</div>
    </div>
  );
}
