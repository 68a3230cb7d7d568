import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const read = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/**
 * `<html dir>`, kept in sync. Radix's keyboard handling (arrow keys in tabs, submenus) needs the
 * direction as a prop; the app sets it on <html> when the language changes.
 */
export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
