import type { ComponentProps } from 'react';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

export type BrandProps = ComponentProps<'span'> & {
  /** Shows the logo alone (collapsed navigation). */
  compact?: boolean;
};

/** The product mark and its Chinese title 电气设备管理. */
export function Brand({ compact = false, className, ...props }: BrandProps) {
  const { t } = useKitTranslation(commonNs);
  return (
    <span className={cn('ee:flex ee:min-w-0 ee:items-center ee:gap-3', className)} {...props}>
      <svg
        aria-hidden
        viewBox="0 0 32 22"
        className="ee:h-[22px] ee:w-8 ee:shrink-0 ee:text-primary"
        fill="currentColor"
      >
        <path d="M0 0h6.7l6.6 11L6.7 22H0l6.6-11z" opacity=".9" />
        <path d="M9.3 0H16l6.7 11L16 22H9.3l6.6-11z" opacity=".6" />
        <path d="M18.7 0h6.6L32 11l-6.7 11h-6.6l6.6-11z" />
      </svg>
      <span
        className={cn(
          'ee:truncate ee:text-[20px] ee:font-bold ee:tracking-wide ee:text-current',
          compact && 'ee:sr-only',
        )}
      >
        {t('appNameNative')}
      </span>
    </span>
  );
}
