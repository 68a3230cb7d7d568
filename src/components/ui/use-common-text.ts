import { useContext } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { common } from '../../i18n/locales/en/common';

let fallback: I18n | undefined;

// Components also render outside the app (another team's tests, a bare Storybook): then the
// English catalogue answers instead of raw keys and a console warning.
function fallbackI18n(): I18n {
  if (!fallback) {
    fallback = i18next.createInstance();
    void fallback.init({ lng: 'en', resources: { en: { common } }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  }
  return fallback;
}

/** `t` of the `common` namespace, from the surrounding i18next instance or English. */
export function useCommonText() {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n() ?? fallbackI18n();
  return useTranslation('common', { i18n }).t;
}
