import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** `t` of the `common` namespace, from the surrounding i18next instance or English. */
export function useCommonText() {
  return useKitTranslation(commonNs).t;
}
