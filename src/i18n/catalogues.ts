/**
 * Every namespace of the kit, for what loads them all at once (`createI18n`'s English,
 * `loadKitCatalogues` before a server render) and for the typed keys. Components import their
 * own namespace module (src/i18n/ns/…), never this list.
 */
import { commonNs } from './ns/common';
import { shellNs } from './ns/shell';
import { authNs } from './ns/auth';
import { tableNs } from './ns/table';
import { devicesNs } from './ns/devices';
import { deviceDetailNs } from './ns/deviceDetail';
import { appsNs } from './ns/apps';

export const KIT_NAMESPACE_DEFS = [commonNs, shellNs, authNs, tableNs, devicesNs, deviceDetailNs, appsNs] as const;

/** A namespace of the kit, as the code names it (`devices`). */
export type KitNamespace = (typeof KIT_NAMESPACE_DEFS)[number]['name'];
export const KIT_NAMESPACES: KitNamespace[] = KIT_NAMESPACE_DEFS.map((ns) => ns.name);

/** The English catalogues by namespace (the reference for typed keys). */
export type EnglishCatalogues = { [D in (typeof KIT_NAMESPACE_DEFS)[number] as D['name']]: D['en'] };

export { kitNs, type KitNs } from './namespace';
