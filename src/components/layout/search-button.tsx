import { IconSearch } from '@tabler/icons-react';
import type { ComponentProps } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

export type SearchButtonProps = Omit<ComponentProps<'button'>, 'children'>;

/**
 * The navbar's search field look-alike: opens the palette; shows the Ctrl K hint on wide screens.
 */
export function SearchButton({ className, ...props }: SearchButtonProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <button
      type="button"
      aria-keyshortcuts="Control+K Meta+K"
      className={cn(
        'ee:flex ee:h-[38px] ee:cursor-pointer ee:items-center ee:gap-2 ee:rounded-ee ee:px-2 ee:text-[15px] ee:text-text ee:hover:text-heading',
        className,
      )}
      {...props}
    >
      <IconSearch aria-hidden className="ee:size-[22px] ee:text-heading" />
      <span className="ee:max-sm:sr-only">{t('search.open')}</span>
      <kbd
        aria-hidden
        className="ee:rounded-[4px] ee:border ee:border-line ee:px-1.5 ee:font-sans ee:text-[13px] ee:text-muted ee:max-md:hidden"
      >
        {t('search.shortcut')}
      </kbd>
    </button>
  );
}
