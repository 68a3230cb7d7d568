import { useContext } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import { table } from '../../i18n/locales/en/table';

let fallback: I18n | undefined;

// Outside the app (a consumer's tests, a bare render) the English catalogue answers, not raw keys.
function fallbackI18n(): I18n {
  if (!fallback) {
    fallback = i18next.createInstance();
    void fallback.init({ lng: 'en', resources: { en: { table } }, ns: ['table'], defaultNS: 'table', initAsync: false, interpolation: { escapeValue: false } });
  }
  return fallback;
}

/** `t` of the `table` namespace (tables, filters, forms), from the surrounding i18next or English. */
export function useTableText() {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n() ?? fallbackI18n();
  return useTranslation('table', { i18n }).t;
}
