import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { catalogueLoaders } from './loaders';
import { resources, namespaces, type Namespace } from './resources';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from './languages';

export interface CreateI18nOptions {
  /**
   * 'bundled' (default): every catalogue inline, ready synchronously (stories, tests, embedding
   * apps that do not mind the size). 'lazy': catalogues load per language and namespace on
   * first use; components suspend meanwhile, so wrap routes in <Suspense>.
   */
  loading?: 'bundled' | 'lazy';
}

/**
 * A fresh i18next instance (not the global one), so an embedding app's own i18next is left
 * alone and each story or test gets its own language.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE, options: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  const lazy = options.loading === 'lazy';
  if (lazy) {
    instance.use(
      resourcesToBackend((lng: string, ns: string) =>
        isLanguage(lng) && (namespaces as readonly string[]).includes(ns) ? catalogueLoaders[lng][ns as Namespace]() : Promise.resolve({})),
    );
  }
  void instance.use(initReactI18next).init({
    ...(lazy ? { partialBundledLanguages: true } : { resources }),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: lazy ? ['common'] : [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: lazy,
    returnNull: false,
    react: { useSuspense: true },
  });
  return instance;
}

/** Sets `<html lang dir>` for a language (SPEC.md §4: the language sets direction). */
export function applyDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
