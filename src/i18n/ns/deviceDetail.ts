import { deviceDetail } from '../locales/en/deviceDetail';
import { defineKitNamespace } from '../namespace';

/** The `deviceDetail` messages (i18next namespace `ee-deviceDetail`). */
export const deviceDetailNs = defineKitNamespace('deviceDetail', deviceDetail, {
  fr: () => import('../locales/fr/deviceDetail').then((m) => m.deviceDetail),
  ar: () => import('../locales/ar/deviceDetail').then((m) => m.deviceDetail),
  zh: () => import('../locales/zh/deviceDetail').then((m) => m.deviceDetail),
});
