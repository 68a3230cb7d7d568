import 'i18next';

import type { EnglishCatalogues } from './sample-app-catalogues';

/** Keys stay typed, values widen to string: interpolation values may then be numbers too. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * The English catalogues of every namespace (the kit's and the sample apps') under their i18next
 * names (`ee-devices`).
 */
type KitResources = { [N in keyof EnglishCatalogues as `ee-${N}`]: Widen<EnglishCatalogues[N]> };

// Typed keys inside this repository only: `t('actions.save')` is checked against the English
// catalogue. This file is never imported, so the published declarations do not carry it (a
// host's own CustomTypeOptions stay theirs).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ee-common';
    resources: KitResources;
  }
}
