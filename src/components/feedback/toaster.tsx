import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner';

import { useCommonText } from '../ui/use-common-text';
import { useDocumentDirection } from '../ui/use-document-direction';

export type ToasterProps = SonnerProps;

// Sonner's own look replaced by the kit's: surface, soft shadow, 6px radius, tone icons.
const classNames: NonNullable<SonnerProps['toastOptions']>['classNames'] = {
  toast:
    'ee:flex ee:w-[var(--width)] ee:items-start ee:gap-3 ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:p-4 ee:font-sans ee:text-[15px] ee:text-heading ee:shadow-card',
  title: 'ee:font-medium ee:text-heading',
  description: 'ee:mt-0.5 ee:text-[13px] ee:text-text',
  content: 'ee:flex ee:min-w-0 ee:flex-1 ee:flex-col',
  icon: 'ee:mt-0.5 ee:flex ee:shrink-0 ee:[&_svg]:size-5',
  success: 'ee:tone-success ee:[&_[data-icon]]:text-tone-ink',
  error: 'ee:tone-error ee:[&_[data-icon]]:text-tone-ink',
  warning: 'ee:tone-warning ee:[&_[data-icon]]:text-tone-ink',
  info: 'ee:tone-info ee:[&_[data-icon]]:text-tone-ink',
  actionButton:
    'ee:tone-primary ee:ms-auto ee:inline-flex ee:h-[30px] ee:shrink-0 ee:cursor-pointer ee:items-center ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:text-[13px] ee:font-medium ee:text-tone-ink ee:hover:bg-tone/24',
  cancelButton:
    'ee:tone-secondary ee:inline-flex ee:h-[30px] ee:shrink-0 ee:cursor-pointer ee:items-center ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:text-[13px] ee:font-medium ee:text-tone-ink ee:hover:bg-tone/24',
  closeButton:
    'ee:absolute ee:-top-2 ee:-end-2 ee:flex ee:size-5 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:border ee:border-line ee:bg-surface ee:text-heading ee:[&_svg]:size-3',
};

/**
 * Where toasts appear; render once near the root. Follows the page direction and the kit's
 * theme tokens (no separate dark setting needed).
 */
export function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  const t = useCommonText();
  const dir = useDocumentDirection();
  return (
    <Sonner
      dir={dir}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      containerAriaLabel={t('ui.notifications')}
      style={{ '--width': '356px', ...style } as CSSProperties}
      toastOptions={{
        unstyled: true,
        ...toastOptions,
        classNames: { ...classNames, ...toastOptions?.classNames },
      }}
      {...props}
    />
  );
}
