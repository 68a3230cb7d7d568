import { use, useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { kitNs, type KitNamespace } from './catalogues';
import { englishFallbackI18n, ensureKitCatalogues } from './kit-i18n';

/** The i18next instance kit components use: the nearest provider's, react-i18next's global one, or English. */
export function useKitI18n(): I18n {
  const context = useContext(I18nContext);
  return context?.i18n ?? getI18n() ?? englishFallbackI18n();
}

/**
 * `useTranslation` for a kit namespace, in whatever i18next instance surrounds the component.
 * The namespace's catalogue is added to that instance for its language on first use; while a
 * language other than English loads, the component suspends (wrap routes in <Suspense>, or call
 * `loadKitCatalogues` first).
 */
export function useKitTranslation<N extends KitNamespace>(ns: N) {
  const i18n = useKitI18n();
  const loading = ensureKitCatalogues(i18n, [ns]);
  if (loading) use(loading);
  return useTranslation(kitNs(ns), { i18n });
}
