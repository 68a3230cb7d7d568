/** The e-commerce samples' countries: their names in the user's language, and their codes. */
export { useCountryName } from '@/screens/shared/country-name';

/** The sample countries' ISO codes (an address names its country in English). */
const COUNTRY_CODES: Record<string, string> = {
  Australia: 'AU',
  'United States': 'US',
  France: 'FR',
  China: 'CN',
  Brazil: 'BR',
  India: 'IN',
};

/** "France" → "FR"; undefined for a country the samples do not have. */
export function countryCodeOf(name: string): string | undefined {
  return COUNTRY_CODES[name];
}
