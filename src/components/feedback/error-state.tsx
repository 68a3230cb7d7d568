import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

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
export function ErrorState({
  className,
  title,
  message,
  details,
  onRetry,
  retryLabel,
  detailsLabel,
  retrying = false,
  titleAs: Heading = 'h3',
  ...props
}: ErrorStateProps) {
  const t = useCommonText();
  return (
    <div
      role="alert"
      className={cn(
        'ee:flex ee:flex-col ee:items-center ee:px-6 ee:py-10 ee:text-center',
        className,
      )}
      {...props}
    >
      <div
        className="ee:tone-error ee:mb-4 ee:flex ee:size-14 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink"
        aria-hidden
      >
        <IconAlertTriangle size={28} />
      </div>
      <Heading className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
        {title ?? t('states.error')}
      </Heading>
      {message && (
        <p className="ee:m-0 ee:mt-1.5 ee:max-w-md ee:text-[15px] ee:text-text">{message}</p>
      )}
      {details && (
        <details className="ee:mt-3 ee:w-full ee:max-w-md ee:text-start">
          <summary className="ee:cursor-pointer ee:text-center ee:text-[13px] ee:font-medium ee:text-primary-ink">
            {detailsLabel ?? t('ui.details')}
          </summary>
          <pre className="ee:mt-2 ee:overflow-x-auto ee:rounded-ee ee:bg-surface-2 ee:p-3 ee:text-[13px] ee:whitespace-pre-wrap ee:text-heading">
            {details}
          </pre>
        </details>
      )}
      {onRetry && (
        <Button
          className="ee:mt-5"
          variant="tonal"
          loading={retrying}
          startIcon={<IconRefresh aria-hidden size={18} />}
          onClick={onRetry}
        >
          {retryLabel ?? t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
