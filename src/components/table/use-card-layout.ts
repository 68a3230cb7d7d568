import { useSyncExternalStore } from 'react';

import { BREAKPOINTS } from '@/settings/breakpoints';

/**
 * How a DataTable draws its rows: as a table, as cards, or as cards below the `sm` breakpoint
 * (`auto`).
 */
export type DataTableLayout = 'auto' | 'table' | 'cards';

/** Narrower than the `sm` breakpoint (600 px): a phone, where a table's columns do not fit. */
const NARROW = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const media = matchMedia(NARROW);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const narrowNow = () => typeof matchMedia === 'function' && matchMedia(NARROW).matches;
// Server rendering (a host's SSR, Node tests) draws the table; a phone switches when it hydrates.
const narrowOnServer = () => false;

/**
 * Whether a DataTable with this layout draws cards now (follows the window's width as it changes).
 */
export function useCardLayout(layout: DataTableLayout = 'auto'): boolean {
  const narrow = useSyncExternalStore(subscribe, narrowNow, narrowOnServer);
  return layout === 'cards' || (layout === 'auto' && narrow);
}
