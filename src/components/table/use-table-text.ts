import { tableNs } from '@/i18n/ns/table';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/**
 * `t` of the `table` namespace (tables, filters, forms), from the surrounding i18next or English.
 */
export function useTableText() {
  return useKitTranslation(tableNs).t;
}
