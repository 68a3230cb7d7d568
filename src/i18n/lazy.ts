/**
 * The lazy i18next instance: catalogues load per language and namespace on first use, and
 * components suspend meanwhile (wrap routes in <Suspense>). Kept apart from `i18n.ts`, which
 * imports every catalogue inline: importing this file alone keeps them out of an entry chunk.
 */
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { catalogueLoaders } from './loaders';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

type Namespace = keyof (typeof catalogueLoaders)['en'];

function isNamespace(ns: string): ns is Namespace {
  return ns in catalogueLoaders[DEFAULT_LANGUAGE];
}

/** Options every instance of the kit shares, bundled or lazy. */
export const baseI18nOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  react: { useSuspense: true },
  // No advertising line in users' consoles and test logs.
  showSupportNotice: false,
} as const;

export function createLazyI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  instance.use(
    resourcesToBackend((lng: string, ns: string) => (isLanguage(lng) && isNamespace(ns) ? catalogueLoaders[lng][ns]() : Promise.resolve({}))),
  );
  void instance.use(initReactI18next).init({ ...baseI18nOptions, partialBundledLanguages: true, lng: language, ns: ['common'], initAsync: true });
  return instance;
}
