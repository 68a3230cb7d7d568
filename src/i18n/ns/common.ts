import { common } from '../locales/en/common';
import { defineKitNamespace } from '../namespace';

/** The `common` messages (i18next namespace `ee-common`). */
export const commonNs = defineKitNamespace('common', common, {
  fr: () => import('../locales/fr/common').then((m) => m.common),
  ar: () => import('../locales/ar/common').then((m) => m.common),
  zh: () => import('../locales/zh/common').then((m) => m.common),
});
