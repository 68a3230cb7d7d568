/** Country names in the user's language, from the browser's own data (Intl), not a catalogue. */
import { useMemo } from 'react';
import { useFormat } from '../../shared/format';

/** `name('fr')` → "France" / "法国" / "فرنسا"; the code itself when the browser has no name for it. */
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

/** The sample countries' ISO codes (an address names its country in English). */
const COUNTRY_CODES: Record<string, string> = { Australia: 'AU', 'United States': 'US', France: 'FR', China: 'CN', Brazil: 'BR', India: 'IN' };

/** "France" → "FR"; undefined for a country the samples do not have. */
export function countryCodeOf(name: string): string | undefined {
  return COUNTRY_CODES[name];
}
