import { auth } from '../locales/en/auth';
import { defineKitNamespace } from '../namespace';

/** The `auth` messages (i18next namespace `ee-auth`). */
export const authNs = defineKitNamespace('auth', auth, {
  fr: () => import('../locales/fr/auth').then((m) => m.auth),
  ar: () => import('../locales/ar/auth').then((m) => m.auth),
  zh: () => import('../locales/zh/auth').then((m) => m.auth),
});
