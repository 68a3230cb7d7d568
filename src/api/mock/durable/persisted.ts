/**
 * What the browser simulation keeps in localStorage, as schemas: a read that does not match is
 * never trusted (issue 11.5). The database's schema is composed from the contract's own record
 * schemas, so a stored row is held to the same rules as an answer; the journal's entries, the
 * head and the snapshot have schemas of their own.
 */
import { z } from 'zod';
import { abilityRule, userData } from '../../contract/auth';
import { course, courseDetails } from '../../contract/academy';
import { calendarEvent } from '../../contract/calendar';
import { chat, chatContact, chatProfileUser } from '../../contract/chat';
import { LIMITS, isoDateTime, recordVersion } from '../../contract/common';
import { device, deviceDocument, deviceLocation, deviceTypeRecord, historyEntry, maintenanceRecord } from '../../contract/devices';
import { customer, order, product, referral, referralInvite, review } from '../../contract/ecommerce';
import { email } from '../../contract/email';
import { invoice } from '../../contract/invoice';
import { vehicle } from '../../contract/logistics';
import { faqGroup, helpCenterStored, profileStored, projectAnalyticsRow, salesRow } from '../../contract/pages';
import { permission } from '../../contract/permissions';
import { roleRecord } from '../../contract/roles';
import { searchGroup, searchItem } from '../../contract/search';
import { userDetail } from '../../contract/users';
import type { MockDb } from '../db';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** The largest scale a stored base may name (the benchmarks use 100). */
export const MAX_SCALE = 1000;

/** What the samples are built from: the same base always gives the same samples. */
export const sampleBase = z.object({
  seed: z.int().min(-MAX_SAFE).max(MAX_SAFE),
  now: isoDateTime,
  scale: z.int().min(1).max(MAX_SCALE),
});
export type SampleBase = z.infer<typeof sampleBase>;

/**
 * The whole database. `versioned` false reads a copy saved before records had versions (the
 * v1 snapshot): a missing version is 1.
 */
function mockDbSchema(versioned: boolean) {
  const version = versioned ? recordVersion : recordVersion.default(1);
  return z.object({
    meta: sampleBase,
    loginUsers: z.array(userData.extend({ password: z.string(), abilityRules: z.array(abilityRule) })),
    users: z.array(userDetail),
    invoices: z.array(invoice),
    products: z.array(product),
    orders: z.array(order),
    customers: z.array(customer),
    reviews: z.array(review),
    referrals: z.array(referral),
    // A copy stored before invitations existed has none.
    referralInvites: z.array(referralInvite).default([]),
    emails: z.array(email),
    chat: z.object({ profileUser: chatProfileUser, contacts: z.array(chatContact), chats: z.array(chat) }),
    calendarEvents: z.array(calendarEvent),
    courses: z.array(course),
    courseDetails,
    vehicles: z.array(vehicle),
    permissions: z.array(permission),
    roles: z.array(roleRecord),
    projectAnalytics: z.array(projectAnalyticsRow),
    salesRows: z.array(salesRow),
    faq: z.array(faqGroup),
    helpCenter: helpCenterStored,
    profile: profileStored,
    // Stored whole: the answer's limit of children per group is applied when it is searched.
    searchGroups: z.array(searchGroup.extend({ children: z.array(searchItem) })),
    deviceTypes: z.array(deviceTypeRecord.extend({ version })),
    devices: z.array(device.extend({ version })),
    deviceLocations: z.array(deviceLocation.extend({ version })),
    maintenance: z.array(maintenanceRecord),
    documents: z.array(deviceDocument),
    history: z.array(historyEntry),
  });
}

/** The database as the simulation keeps it. */
export const storedDb = mockDbSchema(true);

/** The format of the head, snapshot and entries below; another number is not read. */
export const FORMAT = 2;

/** Names one run of the journal: a reset starts a new one, so no tab mixes entries of two. */
export const epoch = z.string().min(1).max(64);

/**
 * Where the journal stands: its last entry, the samples it applies to, and the snapshot that
 * replaces its first entries (null: none, the entries apply to the samples).
 */
export const head = z.object({
  format: z.literal(FORMAT),
  epoch,
  seq: z.int().min(0).max(MAX_SAFE),
  base: sampleBase,
  snapshot: z.int().min(0).max(MAX_SAFE).nullable(),
});
export type Head = z.infer<typeof head>;

/** A snapshot: the database after the entries up to `seq` of its epoch. */
export const snapshot = z.object({ format: z.literal(FORMAT), epoch, seq: z.int().min(0).max(MAX_SAFE), db: storedDb });

/** The longest path or Authorization header an entry keeps (a change with longer ones is not stored). */
export const ENTRY_TEXT_MAX = 8192;

/** The methods a journaled request may have. */
export const JOURNALED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * One successful change as its request: replayed through the same handlers, with its write
 * time pinned, it changes the database the same way again.
 */
export const journalEntry = z.object({
  format: z.literal(FORMAT),
  epoch,
  seq: z.int().min(1).max(MAX_SAFE),
  /** When it was made (ms since 1970): the time its write stamps carry. */
  at: z.number().int().min(0).max(8.64e15),
  method: z.enum(JOURNALED_METHODS),
  /** Path and query, e.g. `/api/devices/24DC10001`. */
  path: z.string().startsWith('/api/').max(ENTRY_TEXT_MAX),
  /** The request body as sent (JSON text), or null. */
  body: z.string().max(LIMITS.bodyBytes).nullable(),
  /** The Authorization header, or null: replayed, the write is made as the same user. */
  auth: z.string().max(ENTRY_TEXT_MAX).nullable(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

/** A recovery not yet told to the user (`device-mock-notice`). */
export const recoveryNotice = z.object({ reason: z.enum(['unreadable', 'legacy']), keys: z.array(z.string().max(200)).max(1000) });

/** The snapshot of the first version (`device-mock-db`): records without versions. */
export const legacySnapshot = z.object({ version: z.literal(1), db: mockDbSchema(false) });

/** Parses stored JSON text with a schema: the value, or undefined for anything that does not match. */
export function readStored<T extends z.ZodType>(schema: T, text: string | null): z.output<T> | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A stored database as the simulation's type (the schema holds it to the contract's records). */
export const asMockDb = (db: z.output<typeof storedDb>): MockDb => db as MockDb;
