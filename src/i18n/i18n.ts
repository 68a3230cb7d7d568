import i18next, { type i18n as I18n } from 'i18next';

import { baseI18nOptions } from './kit-i18n';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * An i18next instance for apps that have none of their own: give it to react-i18next's
 * `I18nextProvider`. English is ready at once; another language's catalogues load as components
 * first show them (they suspend meanwhile), or all at once with `loadKitCatalogues`. Not the
 * global instance and no plugins, so a host's own i18next setup is left alone.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.init({ ...baseI18nOptions, lng: language, resources: {}, initAsync: false });
  return instance;
}
