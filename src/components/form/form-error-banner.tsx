import type { ReactNode } from 'react';
import { IconAlertCircle } from '@tabler/icons-react';
import { cn } from '../../lib/cn';

export interface FormErrorBannerProps {
  /** The message; nothing renders when empty. */
  children?: ReactNode;
  /** Classes of the banner. */
  className?: string;
}

/** The general error of a form (a save failed for a reason no field owns); announced as an alert. */
export function FormErrorBanner({ children, className }: FormErrorBannerProps) {
  if (!children) return null;
  return (
    <div role="alert" className={cn('tone-error flex items-start gap-2.5 rounded-ee bg-tone/16 px-4 py-3 text-[15px] text-tone-ink', className)}>
      <IconAlertCircle aria-hidden size={20} className="mt-px shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
