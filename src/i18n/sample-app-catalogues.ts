/**
 * The sample apps' namespaces (invoice, users, roles, …), apart from the kit's. The sample-app
 * screens are not part of the package, so their catalogues must not be either: nothing the
 * package's i18n entry (src/i18n/index.ts) reaches imports this module (a type-only import is
 * fine, it vanishes). It exists for what renders the sample apps next to the kit's screens (the
 * demo app, Storybook and the tests), which need every namespace at once, and for the typed keys
 * of every catalogue inside this repository (i18next.d.ts).
 */
import type { i18n as I18n } from 'i18next';

import { KIT_NAMESPACE_DEFS } from './catalogues';
import { ensureKitCatalogues } from './kit-i18n';
import { academyNs } from './ns/academy';
import { calendarNs } from './ns/calendar';
import { chatNs } from './ns/chat';
import { ecommerceNs } from './ns/ecommerce';
import { emailNs } from './ns/email';
import { invoiceNs } from './ns/invoice';
import { logisticsNs } from './ns/logistics';
import { pagesNs } from './ns/pages';
import { rolesNs } from './ns/roles';
import { usersNs } from './ns/users';

export const SAMPLE_APP_NAMESPACE_DEFS = [
  invoiceNs,
  usersNs,
  rolesNs,
  logisticsNs,
  ecommerceNs,
  academyNs,
  emailNs,
  chatNs,
  calendarNs,
  pagesNs,
] as const;

/**
 * A namespace of the sample apps, as the code names it (`invoice`). Written out, as `KitNamespace`.
 */
export type SampleAppNamespace =
  | 'invoice'
  | 'users'
  | 'roles'
  | 'logistics'
  | 'ecommerce'
  | 'academy'
  | 'email'
  | 'chat'
  | 'calendar'
  | 'pages';
// The union and the list must name the same namespaces (a compile error here otherwise).
type Listed = (typeof SAMPLE_APP_NAMESPACE_DEFS)[number]['name'];
const sameNamespaces: [Listed, SampleAppNamespace] extends [SampleAppNamespace, Listed]
  ? true
  : never = true;
void sameNamespaces;

/** Every namespace: the kit's and the sample apps'. */
export const ALL_NAMESPACE_DEFS = [...KIT_NAMESPACE_DEFS, ...SAMPLE_APP_NAMESPACE_DEFS] as const;

/** The English catalogues of every namespace, by name (the reference for typed keys). */
export type EnglishCatalogues = {
  [D in (typeof ALL_NAMESPACE_DEFS)[number] as D['name']]: D['en'];
};

/**
 * Loads every namespace, the kit's and the sample apps', for a language ahead of rendering: the
 * demo app, Storybook and the tests render the sample apps, which are not part of the package
 * (a host's server render of kit screens calls `loadKitCatalogues`).
 */
export async function loadAllCatalogues(i18n: I18n, lng: string = i18n.language): Promise<void> {
  await ensureKitCatalogues(i18n, ALL_NAMESPACE_DEFS, lng);
}
