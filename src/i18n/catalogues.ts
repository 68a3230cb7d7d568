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
import { invoiceNs } from './ns/invoice';
import { usersNs } from './ns/users';
import { rolesNs } from './ns/roles';
import { logisticsNs } from './ns/logistics';
import { ecommerceNs } from './ns/ecommerce';
import { academyNs } from './ns/academy';
import { emailNs } from './ns/email';
import { chatNs } from './ns/chat';
import { calendarNs } from './ns/calendar';
import { pagesNs } from './ns/pages';

export const KIT_NAMESPACE_DEFS = [commonNs, shellNs, authNs, tableNs, devicesNs, deviceDetailNs, invoiceNs, usersNs, rolesNs, logisticsNs, ecommerceNs, academyNs, emailNs, chatNs, calendarNs, pagesNs] as const;

/**
 * A namespace of the kit, as the code names it (`devices`). Written out rather than read off the
 * list: a type read off it would carry every English message into the published declarations.
 */
export type KitNamespace = 'common' | 'shell' | 'auth' | 'table' | 'devices' | 'deviceDetail' | 'invoice' | 'users' | 'roles' | 'logistics' | 'ecommerce' | 'academy' | 'email' | 'chat' | 'calendar' | 'pages';
// The union and the list must name the same namespaces (a compile error here otherwise).
type Listed = (typeof KIT_NAMESPACE_DEFS)[number]['name'];
const sameNamespaces: [Listed, KitNamespace] extends [KitNamespace, Listed] ? true : never = true;
void sameNamespaces;
export const KIT_NAMESPACES: KitNamespace[] = KIT_NAMESPACE_DEFS.map((ns) => ns.name);

/** The English catalogues by namespace (the reference for typed keys). */
export type EnglishCatalogues = { [D in (typeof KIT_NAMESPACE_DEFS)[number] as D['name']]: D['en'] };

export { kitNs, type KitNs } from './namespace';
