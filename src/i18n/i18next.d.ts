import 'i18next';
import type { resources } from './resources';

// Typed keys: `t('actions.save')` is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
