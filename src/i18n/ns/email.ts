import { email } from '../locales/en/email';
import { defineKitNamespace } from '../namespace';

/** The `email` messages (i18next namespace `ee-email`): the e-mail client. */
export const emailNs = defineKitNamespace('email', email, {
  fr: () => import('../locales/fr/email').then((m) => m.email),
  ar: () => import('../locales/ar/email').then((m) => m.email),
  zh: () => import('../locales/zh/email').then((m) => m.email),
});
