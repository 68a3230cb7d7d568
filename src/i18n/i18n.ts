import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces } from './resources';
import { DEFAULT_LANGUAGE, directionOf, type Language } from './languages';

/**
 * A fresh i18next instance (not the global one), so an embedding app's own i18next is left
 * alone and each story or test gets its own language.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Sets `<html lang dir>` for a language (SPEC.md §4: the language sets direction). */
export function applyDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
