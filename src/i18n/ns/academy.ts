import { academy } from '../locales/en/academy';
import { defineKitNamespace } from '../namespace';

/**
 * The `academy` messages (i18next namespace `ee-academy`): academy: my courses and course details.
 */
export const academyNs = defineKitNamespace('academy', academy, {
  fr: () => import('../locales/fr/academy').then((m) => m.academy),
  ar: () => import('../locales/ar/academy').then((m) => m.academy),
  zh: () => import('../locales/zh/academy').then((m) => m.academy),
});
