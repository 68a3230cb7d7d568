/**
 * The words for a user's codes (role, plan, status, billing, country, language) in the reader's
 * language. A role added on the roles screen has no translation: its own name is shown.
 */
import { useMemo } from 'react';

import {
  USER_ROLES,
  type UserBilling,
  type UserCountry,
  type UserLanguage,
  type UserPlan,
  type UserStatus,
} from '@/api/types/users';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

const BILLING_KEYS = {
  'Auto debit': 'autoDebit',
  'Manual-Credit Card': 'card',
  'Manual-Cash': 'cash',
  'Manual-PayPal': 'paypal',
} as const satisfies Record<UserBilling, string>;
const COUNTRY_KEYS = {
  Australia: 'au',
  'United States': 'us',
  France: 'fr',
  China: 'cn',
  Brazil: 'br',
  India: 'in',
} as const satisfies Record<UserCountry, string>;
const LANGUAGE_KEYS = {
  English: 'english',
  French: 'french',
  Arabic: 'arabic',
  Chinese: 'chinese',
  Portuguese: 'portuguese',
  Hindi: 'hindi',
} as const satisfies Record<UserLanguage, string>;

/** True for the five roles of the samples, which have words in every language. */
export function isBuiltInRole(name: string): name is (typeof USER_ROLES)[number] {
  return (USER_ROLES as readonly string[]).includes(name);
}

export interface UserLabels {
  role: (name: string) => string;
  plan: (plan: UserPlan) => string;
  status: (status: UserStatus) => string;
  billing: (billing: string) => string;
  country: (country: string) => string;
  language: (language: string) => string;
}

export function useUserLabels(): UserLabels {
  const { t } = useKitTranslation(usersNs);
  return useMemo(
    () => ({
      role: (name) => (isBuiltInRole(name) ? t(`role.${name}`) : name),
      plan: (plan) => t(`plan.${plan}`),
      status: (status) => t(`status.${status}`),
      billing: (billing) =>
        billing in BILLING_KEYS
          ? t(`billingMethod.${BILLING_KEYS[billing as UserBilling]}`)
          : billing,
      country: (country) =>
        country in COUNTRY_KEYS ? t(`country.${COUNTRY_KEYS[country as UserCountry]}`) : country,
      language: (language) =>
        language in LANGUAGE_KEYS
          ? t(`language.${LANGUAGE_KEYS[language as UserLanguage]}`)
          : language,
    }),
    [t],
  );
}
