import { table } from '../locales/en/table';
import { defineKitNamespace } from '../namespace';

/** The `table` messages (i18next namespace `ee-table`). */
export const tableNs = defineKitNamespace('table', table, {
  fr: () => import('../locales/fr/table').then((m) => m.table),
  ar: () => import('../locales/ar/table').then((m) => m.table),
  zh: () => import('../locales/zh/table').then((m) => m.table),
});
