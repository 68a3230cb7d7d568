/** Country names in the user's language, from the browser's own data (Intl), not a catalogue. */
import { useMemo } from 'react';

import { useFormat } from './format';

/**
 * `name('fr')` → "France" / "法国" / "فرنسا"; the code itself when the browser has no name for it.
 */
export function useCountryName(): (code: string, fallback?: string) => string {
  const { locale } = useFormat();
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = undefined;
    }
    return (code: string, fallback?: string) => {
      try {
        return names?.of(code.toUpperCase()) ?? fallback ?? code;
      } catch {
        return fallback ?? code;
      }
    };
  }, [locale]);
}
