import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconLoader2, IconSearch, IconX } from '@tabler/icons-react';
import { Command } from 'cmdk';
import type { Ref } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface SearchDialogFieldProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Results are loading: a spinner at the end. */
  loading: boolean;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * The palette's head: the search field, a spinner while loading, the Esc hint and a close button.
 */
export function SearchDialogField({
  query,
  onQueryChange,
  loading,
  inputRef,
}: SearchDialogFieldProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <div className="ee:flex ee:items-center ee:gap-3 ee:border-b ee:border-line ee:px-5">
      <IconSearch aria-hidden className="ee:size-[22px] ee:shrink-0 ee:text-heading" />
      <Command.Input
        ref={inputRef}
        value={query}
        onValueChange={onQueryChange}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        className="ee:h-14 ee:min-w-0 ee:flex-1 ee:border-0 ee:bg-transparent ee:text-[17px] ee:text-heading ee:outline-none ee:placeholder:text-muted"
      />
      {loading && (
        <IconLoader2
          aria-label={t('search.loading')}
          className="ee:size-5 ee:shrink-0 ee:animate-spin ee:text-muted"
        />
      )}
      <kbd className="ee:rounded-[4px] ee:border ee:border-line ee:px-1.5 ee:text-[13px] ee:text-muted">
        Esc
      </kbd>
      <DialogPrimitive.Close
        className="ee:-me-2 ee:inline-flex ee:size-8 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-heading ee:hover:bg-current/10"
        aria-label={t('search.title') + ' – Esc'}
      >
        <IconX aria-hidden className="ee:size-5" />
      </DialogPrimitive.Close>
    </div>
  );
}
