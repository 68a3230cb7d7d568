import { defineKitNamespace } from '../namespace';
import { apps } from '../locales/en/apps';

/** The `apps` messages (i18next namespace `ee-apps`). */
export const appsNs = defineKitNamespace('apps', apps, {
  fr: () => import('../locales/fr/apps').then((m) => m.apps),
  ar: () => import('../locales/ar/apps').then((m) => m.apps),
  zh: () => import('../locales/zh/apps').then((m) => m.apps),
});
