import type { ComponentProps, ReactNode } from 'react';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { useCommonText } from '../ui/use-common-text';

export type ErrorStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The headline; defaults to `common.states.error`. */
  title?: ReactNode;
  /** What went wrong, in words for the user. */
  message?: ReactNode;
  /** Technical details (status, request id), shown folded under "Details". */
  details?: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** Label of the retry button; defaults to `common.actions.retry`. */
  retryLabel?: string;
  /** Label of the details toggle; defaults to `common.ui.details`. */
  detailsLabel?: string;
  /** Disables the retry button and shows a spinner while a retry is under way. */
  retrying?: boolean;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

/** What a screen shows when loading failed: message, optional details and a retry. */
export function ErrorState({ className, title, message, details, onRetry, retryLabel, detailsLabel, retrying = false, titleAs: Heading = 'h3', ...props }: ErrorStateProps) {
  const t = useCommonText();
  return (
    <div role="alert" className={cn('flex flex-col items-center px-6 py-10 text-center', className)} {...props}>
      <div className="tone-error mb-4 flex size-14 items-center justify-center rounded-full bg-tone/16 text-tone-ink" aria-hidden>
        <IconAlertTriangle size={28} />
      </div>
      <Heading className="m-0 text-lg font-medium text-heading">{title ?? t('states.error')}</Heading>
      {message && <p className="m-0 mt-1.5 max-w-md text-[15px] text-text">{message}</p>}
      {details && (
        <details className="mt-3 w-full max-w-md text-start">
          <summary className="cursor-pointer text-center text-[13px] font-medium text-primary-ink">{detailsLabel ?? t('ui.details')}</summary>
          <pre className="mt-2 overflow-x-auto rounded-ee bg-surface-2 p-3 text-[13px] whitespace-pre-wrap text-heading">{details}</pre>
        </details>
      )}
      {onRetry && (
        <Button className="mt-5" variant="tonal" loading={retrying} startIcon={<IconRefresh aria-hidden size={18} />} onClick={onRetry}>
          {retryLabel ?? t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
