/**
 * Every namespace of the kit, for what loads them all at once (`loadKitCatalogues` before a
 * server render). Components import their own namespace module (src/i18n/ns/…), never this list.
 * The sample apps' namespaces (invoice, users, …) are not the kit's: they are listed apart, in
 * sample-app-catalogues.ts, which nothing the package's i18n entry reaches may import.
 */
import { arcFlashNs } from './ns/arcFlash';
import { authNs } from './ns/auth';
import { commonNs } from './ns/common';
import { deviceDetailNs } from './ns/deviceDetail';
import { deviceFormsNs } from './ns/deviceForms';
import { devicesNs } from './ns/devices';
import { plansNs } from './ns/plans';
import { reportsNs } from './ns/reports';
import { shellNs } from './ns/shell';
import { tableNs } from './ns/table';
import { testsNs } from './ns/tests';
import { workOrdersNs } from './ns/workOrders';

export const KIT_NAMESPACE_DEFS = [
  commonNs,
  shellNs,
  authNs,
  tableNs,
  devicesNs,
  deviceDetailNs,
  deviceFormsNs,
  workOrdersNs,
  plansNs,
  testsNs,
  arcFlashNs,
  reportsNs,
] as const;

/**
 * A namespace of the kit, as the code names it (`devices`). Written out rather than read off the
 * list: a type read off it would carry every English message into the published declarations.
 */
export type KitNamespace =
  | 'common'
  | 'shell'
  | 'auth'
  | 'table'
  | 'devices'
  | 'deviceDetail'
  | 'deviceForms'
  | 'workOrders'
  | 'plans'
  | 'tests'
  | 'arcFlash'
  | 'reports';
// The union and the list must name the same namespaces (a compile error here otherwise).
type Listed = (typeof KIT_NAMESPACE_DEFS)[number]['name'];
const sameNamespaces: [Listed, KitNamespace] extends [KitNamespace, Listed] ? true : never = true;
void sameNamespaces;
export const KIT_NAMESPACES: KitNamespace[] = KIT_NAMESPACE_DEFS.map((ns) => ns.name);

export { kitNs, type KitNs } from './namespace';
