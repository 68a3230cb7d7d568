import { tests } from '../locales/en/tests';
import { defineKitNamespace } from '../namespace';

/**
 * The `tests` messages (i18next namespace `ee-tests`): electrical test templates, their fields
 * and limits, and the rules a verdict names (docs/domain/electrical-tests.md).
 */
export const testsNs = defineKitNamespace('tests', tests, {
  fr: () => import('../locales/fr/tests').then((m) => m.tests),
  ar: () => import('../locales/ar/tests').then((m) => m.tests),
  zh: () => import('../locales/zh/tests').then((m) => m.tests),
});
