import { IconAlertTriangle } from '@tabler/icons-react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface SearchDialogFooterProps {
  /** Said above the footer when part of the search failed. */
  error?: string;
  /** Offers to forget the recent searches (shown while they are). */
  onClearRecent?: () => void;
}

/** The palette's foot: a failed search said as an alert, the keys hint, "clear recent searches". */
export function SearchDialogFooter({ error, onClearRecent }: SearchDialogFooterProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <>
      {error && (
        <p
          role="alert"
          className="ee:tone-error ee:m-0 ee:flex ee:items-center ee:gap-3 ee:border-t ee:border-line ee:px-5 ee:py-2.5 ee:text-[14px] ee:text-tone-ink"
        >
          <IconAlertTriangle aria-hidden className="ee:size-5 ee:shrink-0" />
          <span className="ee:min-w-0 ee:flex-1">{error}</span>
        </p>
      )}
      <div className="ee:flex ee:items-center ee:justify-between ee:gap-3 ee:border-t ee:border-line ee:px-5 ee:py-2.5 ee:text-[13px]">
        <span>{t('search.hint')}</span>
        {onClearRecent && (
          <button
            type="button"
            onClick={onClearRecent}
            className="ee:cursor-pointer ee:rounded-ee ee:px-2 ee:py-1 ee:text-primary-ink ee:hover:bg-primary/10"
          >
            {t('search.clearRecent')}
          </button>
        )}
      </div>
    </>
  );
}
