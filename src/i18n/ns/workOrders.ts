import { workOrders } from '../locales/en/workOrders';
import { defineKitNamespace } from '../namespace';

/**
 * The `workOrders` messages (i18next namespace `ee-workOrders`): work order list, board,
 * calendar, form, detail, My work and the home page's figures.
 */
export const workOrdersNs = defineKitNamespace('workOrders', workOrders, {
  fr: () => import('../locales/fr/workOrders').then((m) => m.workOrders),
  ar: () => import('../locales/ar/workOrders').then((m) => m.workOrders),
  zh: () => import('../locales/zh/workOrders').then((m) => m.workOrders),
});
