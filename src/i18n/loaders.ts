/**
 * Loaders for every catalogue, one chunk per language and namespace, so a page downloads only
 * the messages it uses in the language chosen (the login route: common and auth).
 */
import type { Language } from './languages';
import type { Namespace } from './resources';

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<Catalogue>;

export const catalogueLoaders: Record<Language, Record<Namespace, Loader>> = {
  en: {
    common: () => import('./locales/en/common').then((m) => m.common),
    shell: () => import('./locales/en/shell').then((m) => m.shell),
    auth: () => import('./locales/en/auth').then((m) => m.auth),
    table: () => import('./locales/en/table').then((m) => m.table),
    devices: () => import('./locales/en/devices').then((m) => m.devices),
    deviceDetail: () => import('./locales/en/deviceDetail').then((m) => m.deviceDetail),
    apps: () => import('./locales/en/apps').then((m) => m.apps),
  },
  fr: {
    common: () => import('./locales/fr/common').then((m) => m.common),
    shell: () => import('./locales/fr/shell').then((m) => m.shell),
    auth: () => import('./locales/fr/auth').then((m) => m.auth),
    table: () => import('./locales/fr/table').then((m) => m.table),
    devices: () => import('./locales/fr/devices').then((m) => m.devices),
    deviceDetail: () => import('./locales/fr/deviceDetail').then((m) => m.deviceDetail),
    apps: () => import('./locales/fr/apps').then((m) => m.apps),
  },
  ar: {
    common: () => import('./locales/ar/common').then((m) => m.common),
    shell: () => import('./locales/ar/shell').then((m) => m.shell),
    auth: () => import('./locales/ar/auth').then((m) => m.auth),
    table: () => import('./locales/ar/table').then((m) => m.table),
    devices: () => import('./locales/ar/devices').then((m) => m.devices),
    deviceDetail: () => import('./locales/ar/deviceDetail').then((m) => m.deviceDetail),
    apps: () => import('./locales/ar/apps').then((m) => m.apps),
  },
  zh: {
    common: () => import('./locales/zh/common').then((m) => m.common),
    shell: () => import('./locales/zh/shell').then((m) => m.shell),
    auth: () => import('./locales/zh/auth').then((m) => m.auth),
    table: () => import('./locales/zh/table').then((m) => m.table),
    devices: () => import('./locales/zh/devices').then((m) => m.devices),
    deviceDetail: () => import('./locales/zh/deviceDetail').then((m) => m.deviceDetail),
    apps: () => import('./locales/zh/apps').then((m) => m.apps),
  },
};
