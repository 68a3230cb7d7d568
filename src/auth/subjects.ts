/**
 * The ability subjects (docs/spec.md §6) the app's routes and the API's rules name: one definition
 * for the navigation, the guard and the simulation.
 */

/** The device domain: devices, types, locations, home. */
export const DEVICE_SUBJECT = 'Device';
/** The sample apps and pages (users, invoices, e-commerce, …). */
export const APPS_SUBJECT = 'Apps';
/** The second page: what the client account may read. */
export const ACL_DEMO_SUBJECT = 'AclDemo';
/** Work orders: who plans them (manage) and who works on the ones assigned to them (update). */
export const WORK_ORDER_SUBJECT = 'WorkOrder';
/** Maintenance plans: who plans work manages them; technicians and clients read them. */
export const MAINTENANCE_PLAN_SUBJECT = 'MaintenancePlan';
/**
 * Attachments: who may change what a file is attached to uploads to it; the uploader or a session
 * that may delete the owner deletes (docs/domain/attachments.md). No role names it: the rule reads
 * the owner's subject.
 */
export const ATTACHMENT_SUBJECT = 'Attachment';
