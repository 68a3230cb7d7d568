import type { SearchDialogProps, SearchResultItem } from '@/components/layout/search-dialog';

import type { PaletteSearchOptions } from './use-palette-search';

export interface CommandPaletteProps
  extends
    Omit<PaletteSearchOptions, 'enabled'>,
    Pick<SearchDialogProps, 'recentKey' | 'container'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The typed text: the app's, so what is typed while the palette loads is kept (useTypeAhead). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Runs a chosen result (an `action:` one, or a page); without it pages are opened. */
  onSelect?: (item: SearchResultItem) => void;
}
