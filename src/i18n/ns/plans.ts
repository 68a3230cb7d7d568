import { plans } from '../locales/en/plans';
import { defineKitNamespace } from '../namespace';

/**
 * The `plans` messages (i18next namespace `ee-plans`): maintenance plans' list, form with its
 * preview of due dates, and a device's plans.
 */
export const plansNs = defineKitNamespace('plans', plans, {
  fr: () => import('../locales/fr/plans').then((m) => m.plans),
  ar: () => import('../locales/ar/plans').then((m) => m.plans),
  zh: () => import('../locales/zh/plans').then((m) => m.plans),
});
