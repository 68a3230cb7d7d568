import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { cn } from '../../lib/cn';

export type SearchButtonProps = Omit<ComponentProps<'button'>, 'children'>;

/** The navbar's search field look-alike: opens the palette; shows the Ctrl K hint on wide screens. */
export function SearchButton({ className, ...props }: SearchButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      aria-keyshortcuts="Control+K Meta+K"
      className={cn('flex h-[38px] cursor-pointer items-center gap-2 rounded-ee px-2 text-[15px] text-text hover:text-heading', className)}
      {...props}
    >
      <IconSearch aria-hidden className="size-[22px] text-heading" />
      <span className="max-sm:sr-only">{t('search.open')}</span>
      <kbd aria-hidden className="rounded-[4px] border border-line px-1.5 font-sans text-[13px] text-muted max-md:hidden">
        {t('search.shortcut')}
      </kbd>
    </button>
  );
}
