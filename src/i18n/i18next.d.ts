import 'i18next';
import type { resources } from './resources';

/** Keys stay typed, values widen to string: interpolation values may then be numbers too. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

// Typed keys: `t('actions.save')` is checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Widen<(typeof resources)['en']>;
  }
}
