/**
 * What each tag of the OpenAPI document groups: the package's calls (devices, types, locations,
 * sign-in, search) and the sample apps' of the admin template. Every operation's tag needs one
 * (the document's generator fails on a tag without a description).
 */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Devices:
    'The equipment register: devices with their nameplate, status and inspection dates, their readings, alarms, maintenance, history and documents.',
  'Device types':
    'The kinds of equipment (transformer, switchgear, distribution cabinet …): the code device numbers are made from, the nameplate fields and the inspection interval.',
  Locations: 'Where devices are installed: a tree of sites, buildings, rooms and panels.',
  'Work orders':
    'The work a team runs on its equipment: orders with their state machine, checklist, isolation, labour, parts, downtime, cost and sign-off, the maintenance figures and who work may be assigned to.',
  'Maintenance plans':
    'Preventive maintenance schedules: plans of a device type or of one device (fixed, floating, runtime or condition triggers) that create work orders ahead of their due date, their schedule, and skipping or postponing an occurrence.',
  Attachments:
    'Photos, PDFs and instrument exports attached to devices and work orders: uploaded as multipart forms, their kind read from the bytes, location data removed from photos, the same bytes given back.',
  'Electrical tests':
    'Tests measured against limits (infrared, insulation resistance, protection relays, contact and earth resistance, turns ratio, visual inspection): the templates with their default limits and sources, a device type’s own limits, and results whose verdict is computed, raising a corrective order on a flag or fail.',
  Imports:
    'Bringing a register in: rows of a CSV or XLSX file checked as the Add-device form checks them (a dry run lists every refused row by line and field), imported in one batch, listed, and undone whole while nothing else changed them.',
  Auth: 'Signing in: a token and the abilities of the session.',
  Search: "The app bar's search across devices, pages and records.",
  Pages:
    "The pages of the admin template: the dashboard's projects, a data table, FAQ, help center and profile.",
  Academy: 'Sample app: online courses and their progress.',
  Calendar: 'Sample app: calendar events, by calendar.',
  Chat: "Sample app: chats with contacts and the user's chat profile.",
  'E-commerce': 'Sample app: products, orders, customers, reviews and referrals of a shop.',
  'E-mail': 'Sample app: a mailbox with folders and labels, drafts and sending.',
  Invoices: 'Sample app: invoices to clients, their payments and sending them.',
  Logistics: 'Sample app: a fleet of vehicles and its statistics.',
  Permissions: 'Sample app: the named permissions roles are given.',
  Users: 'Sample app: the user accounts, their plan, status, notifications and password.',
  Roles: 'Sample app: roles and what each may read, write and create.',
};

/** The description of `tag`, or an error: a new tag must say what it groups. */
export function tagDescription(tag: string): string {
  const description = TAG_DESCRIPTIONS[tag];
  if (!description) throw new Error(`The tag ${tag} has no description in contract/tags.ts`);
  return description;
}
