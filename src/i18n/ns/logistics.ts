import { logistics } from '../locales/en/logistics';
import { defineKitNamespace } from '../namespace';

/** The `logistics` messages (i18next namespace `ee-logistics`): logistics: dashboard and fleet. */
export const logisticsNs = defineKitNamespace('logistics', logistics, {
  fr: () => import('../locales/fr/logistics').then((m) => m.logistics),
  ar: () => import('../locales/ar/logistics').then((m) => m.logistics),
  zh: () => import('../locales/zh/logistics').then((m) => m.logistics),
});
