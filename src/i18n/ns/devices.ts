import { defineKitNamespace } from '../namespace';
import { devices } from '../locales/en/devices';

/** The `devices` messages (i18next namespace `ee-devices`). */
export const devicesNs = defineKitNamespace('devices', devices, {
  fr: () => import('../locales/fr/devices').then((m) => m.devices),
  ar: () => import('../locales/ar/devices').then((m) => m.devices),
  zh: () => import('../locales/zh/devices').then((m) => m.devices),
});
