import { devices } from '../locales/en/devices';
import { defineKitNamespace } from '../namespace';

/** The `devices` messages (i18next namespace `ee-devices`). */
export const devicesNs = defineKitNamespace('devices', devices, {
  fr: () => import('../locales/fr/devices').then((m) => m.devices),
  ar: () => import('../locales/ar/devices').then((m) => m.devices),
  zh: () => import('../locales/zh/devices').then((m) => m.devices),
});
