import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { SearchDialog } from '@/components/layout/search-dialog';
import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { CommandPaletteProps } from './command-palette-props';
import { PaletteSearchDialog } from './palette-search-dialog';

export type { CommandPaletteProps } from './command-palette-props';

/**
 * The app's command palette. One piece, so an app can load all of it (cmdk, the scorer, the
 * icon set) when the palette is first opened; Ctrl/⌘K is the app's to listen for meanwhile
 * (useSearchHotkey). It draws what the API and the browser's storage gave it: should that ever
 * break it, the dialog stays, says search is not available, and tries again when reopened;
 * the page behind it is never taken down (issue 35.1).
 */
export function CommandPalette(props: CommandPaletteProps) {
  const { t } = useKitTranslation(shellNs);
  const { open, onOpenChange, query, onQueryChange, recentKey, container } = props;
  const unavailable = (
    <SearchDialog
      hotkey={false}
      open={open}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={onQueryChange}
      groups={[]}
      error={t('search.failed')}
      // What broke it may be among them.
      recentItem={() => null}
      {...(recentKey && { recentKey })}
      {...(container !== undefined && { container })}
    />
  );
  return (
    <ErrorBoundary resetKeys={[open]} fallback={unavailable}>
      <PaletteSearchDialog {...props} />
    </ErrorBoundary>
  );
}
