import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources, namespaces } from './resources';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { baseI18nOptions } from './lazy';

/**
 * A fresh i18next instance with every catalogue inline, ready synchronously (stories, tests,
 * embedding apps that do not mind the size). Not the global instance, so an embedding app's own
 * i18next is left alone. For code-split loading use `createLazyI18n` (./lazy).
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseI18nOptions, resources, lng: language, ns: [...namespaces], initAsync: false });
  return instance;
}
