import { pages } from '../locales/en/pages';
import { defineKitNamespace } from '../namespace';

/**
 * The `pages` messages (i18next namespace `ee-pages`): pages: FAQ, help center, profile, sales
 * datatable, second page.
 */
export const pagesNs = defineKitNamespace('pages', pages, {
  fr: () => import('../locales/fr/pages').then((m) => m.pages),
  ar: () => import('../locales/ar/pages').then((m) => m.pages),
  zh: () => import('../locales/zh/pages').then((m) => m.pages),
});
