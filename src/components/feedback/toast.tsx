import type { CSSProperties } from 'react';
import { Toaster as Sonner, toast, type ToasterProps as SonnerProps } from 'sonner';
import { useCommonText } from '../ui/use-common-text';
import { useDocumentDirection } from '../ui/use-document-direction';

/** Shows a toast: `toast('Saved')`, `toast.success(…)`, `toast.error(…)`, with `{ action: { label, onClick } }` for Undo. */
export { toast };

export type ToasterProps = SonnerProps;

// Sonner's own look replaced by the kit's: surface, soft shadow, 6px radius, tone icons.
const classNames: NonNullable<SonnerProps['toastOptions']>['classNames'] = {
  toast:
    'flex w-[var(--width)] items-start gap-3 rounded-ee border border-[var(--ee-card-border)] bg-surface p-4 font-sans text-[15px] text-heading shadow-card',
  title: 'font-medium text-heading',
  description: 'mt-0.5 text-[13px] text-text',
  content: 'flex min-w-0 flex-1 flex-col',
  icon: 'mt-0.5 flex shrink-0 [&_svg]:size-5',
  success: 'tone-success [&_[data-icon]]:text-tone-ink',
  error: 'tone-error [&_[data-icon]]:text-tone-ink',
  warning: 'tone-warning [&_[data-icon]]:text-tone-ink',
  info: 'tone-info [&_[data-icon]]:text-tone-ink',
  actionButton:
    'tone-primary ms-auto inline-flex h-[30px] shrink-0 cursor-pointer items-center rounded-ee bg-tone/16 px-3 text-[13px] font-medium text-tone-ink hover:bg-tone/24',
  cancelButton:
    'tone-secondary inline-flex h-[30px] shrink-0 cursor-pointer items-center rounded-ee bg-tone/16 px-3 text-[13px] font-medium text-tone-ink hover:bg-tone/24',
  closeButton:
    'absolute -top-2 -end-2 flex size-5 cursor-pointer items-center justify-center rounded-full border border-line bg-surface text-heading [&_svg]:size-3',
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
      toastOptions={{ unstyled: true, ...toastOptions, classNames: { ...classNames, ...toastOptions?.classNames } }}
      {...props}
    />
  );
}
