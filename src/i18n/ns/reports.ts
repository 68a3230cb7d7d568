import { reports } from '../locales/en/reports';
import { defineKitNamespace } from '../namespace';

/**
 * The `reports` messages (i18next namespace `ee-reports`): the PDF reports made in the browser and
 * the register's spreadsheet export (docs/domain/reports.md).
 */
export const reportsNs = defineKitNamespace('reports', reports, {
  fr: () => import('../locales/fr/reports').then((m) => m.reports),
  ar: () => import('../locales/ar/reports').then((m) => m.reports),
  zh: () => import('../locales/zh/reports').then((m) => m.reports),
});
