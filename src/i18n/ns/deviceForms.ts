import { deviceForms } from '../locales/en/deviceForms';
import { defineKitNamespace } from '../namespace';

/** The `deviceForms` messages (i18next namespace `ee-deviceForms`): only the forms load them. */
export const deviceFormsNs = defineKitNamespace('deviceForms', deviceForms, {
  fr: () => import('../locales/fr/deviceForms').then((m) => m.deviceForms),
  ar: () => import('../locales/ar/deviceForms').then((m) => m.deviceForms),
  zh: () => import('../locales/zh/deviceForms').then((m) => m.deviceForms),
});
