import { shell } from '../locales/en/shell';
import { defineKitNamespace } from '../namespace';

/** The `shell` messages (i18next namespace `ee-shell`). */
export const shellNs = defineKitNamespace('shell', shell, {
  fr: () => import('../locales/fr/shell').then((m) => m.shell),
  ar: () => import('../locales/ar/shell').then((m) => m.shell),
  zh: () => import('../locales/zh/shell').then((m) => m.shell),
});
