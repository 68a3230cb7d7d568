import { useCallback } from 'react';

import type { VerdictRule } from '@/api/shared/electrical-tests';
import { testsNs } from '@/i18n/ns/tests';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

/**
 * The `tests` catalogue and the sentence of a verdict's rule in the reader's language, its numbers
 * formatted as they read them and a visual item named by its label
 * (docs/domain/electrical-tests.md: a rule is a key with its numbers).
 */
export function useTestText() {
  const { t } = useKitTranslation(testsNs);
  const fmt = useFormat();
  const ruleText = useCallback(
    (rule: VerdictRule): string => {
      const params = Object.fromEntries(
        Object.entries(rule.params).map(([key, value]) => [
          key,
          typeof value === 'number'
            ? fmt.number(value)
            : key === 'item'
              ? t(`field.${value}` as never, { defaultValue: value })
              : value,
        ]),
      );
      return t(`rule.${rule.key}` as never, params);
    },
    [t, fmt],
  );
  return { t, ruleText };
}
