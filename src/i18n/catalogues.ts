/**
 * The kit's message catalogues. English is bundled (it is every language's fallback, ~7 kB gzip
 * in all); French, Arabic and Chinese are one chunk per language and namespace, loaded when that
 * language is first shown. Namespaces carry the `ee-` prefix in i18next so they never meet a
 * host's own (`common` is theirs, `ee-common` ours).
 */
import { common } from './locales/en/common';
import { shell } from './locales/en/shell';
import { auth } from './locales/en/auth';
import { table } from './locales/en/table';
import { devices } from './locales/en/devices';
import { deviceDetail } from './locales/en/deviceDetail';
import { apps } from './locales/en/apps';
import type { Language } from './languages';

export const english = { common, shell, auth, table, devices, deviceDetail, apps };

/** A namespace of the kit, as the code names it (`devices`); i18next sees `ee-devices`. */
export type KitNamespace = keyof typeof english;
export const KIT_NAMESPACES = Object.keys(english) as KitNamespace[];

/** The name a kit namespace has inside an i18next instance. */
export type KitNs<N extends KitNamespace = KitNamespace> = `ee-${N}`;
export function kitNs<N extends KitNamespace>(ns: N): KitNs<N> {
  return `ee-${ns}`;
}

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<Catalogue>;

/** Every non-English catalogue, each its own chunk. */
export const catalogueLoaders: Record<Exclude<Language, 'en'>, Record<KitNamespace, Loader>> = {
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
