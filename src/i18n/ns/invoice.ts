import { invoice } from '../locales/en/invoice';
import { defineKitNamespace } from '../namespace';

/**
 * The `invoice` messages (i18next namespace `ee-invoice`): invoices: list, preview, add and edit.
 */
export const invoiceNs = defineKitNamespace('invoice', invoice, {
  fr: () => import('../locales/fr/invoice').then((m) => m.invoice),
  ar: () => import('../locales/ar/invoice').then((m) => m.invoice),
  zh: () => import('../locales/zh/invoice').then((m) => m.invoice),
});
