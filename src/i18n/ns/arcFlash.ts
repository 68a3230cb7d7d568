import { arcFlash } from '../locales/en/arcFlash';
import { defineKitNamespace } from '../namespace';

/**
 * The `arcFlash` messages (i18next namespace `ee-arcFlash`): a device's arc-flash study card, its
 * form and its printable label (docs/domain/arc-flash.md).
 */
export const arcFlashNs = defineKitNamespace('arcFlash', arcFlash, {
  fr: () => import('../locales/fr/arcFlash').then((m) => m.arcFlash),
  ar: () => import('../locales/ar/arcFlash').then((m) => m.arcFlash),
  zh: () => import('../locales/zh/arcFlash').then((m) => m.arcFlash),
});
