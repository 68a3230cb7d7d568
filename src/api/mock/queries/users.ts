/**
 * The user list of docs/spec.md §7 (search full name or e-mail, filters, newest first, page reset)
 * and the user view's changes: profile, status, role, plan, billing address, connected accounts,
 * notification choices and password. Each change is written to the user's activity log.
 */
import { check } from '@/api/contract/common';
import { ruleIssue } from '@/api/contract/rules';
import {
  newUserBody,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  passwordChangeBody,
  PLAN_PERIOD_DAYS,
  USER_ACTIVITY_MAX,
  userListQuery,
  userUpdateBody,
  type AddUserResponse,
  type ConnectionSettings,
  type NotificationSettings,
  type User,
  type UserActivity,
  type UserActivityKind,
  type UserDetail,
  type UserListResponse,
  type UserSortKey,
} from '@/api/contract/users';
import {
  created,
  invalid,
  noContent,
  notFound,
  ok,
  type Failure,
  type Outcome,
} from '@/api/shared/outcome';

import type { MockDb } from '../db';
import {
  listQuery,
  newestFirst,
  readParams,
  textParam,
  toInt,
  type ParamSource,
  type SortKeys,
} from '../query';
import { nextId, writeStamp } from './records';

type UsersDb = Pick<MockDb, 'users'>;
/** What a write needs: the users, the roles a user may be given, and the clock of the samples. */
type UsersWriteDb = Pick<MockDb, 'users' | 'roles' | 'meta'>;

/** The list's filters by plan and status, as the contract reads them. */
const USER_FILTERS = userListQuery.pick({ plan: true, status: true });

const SORT_KEYS: SortKeys<UserDetail, UserSortKey> = {
  user: 'fullName',
  email: 'email',
  role: 'role',
  plan: 'currentPlan',
  status: 'status',
  billing: 'billing',
};

/** The list row: the stored user without the detail-only fields. */
export function toUserRow(u: UserDetail): User {
  return {
    id: u.id,
    fullName: u.fullName,
    company: u.company,
    role: u.role,
    username: u.username,
    country: u.country,
    contact: u.contact,
    email: u.email,
    currentPlan: u.currentPlan,
    status: u.status,
    avatar: u.avatar,
    billing: u.billing,
  };
}

export function listUsers(db: UsersDb, params: ParamSource): UserListResponse {
  const role = textParam(params, 'role').trim().toLowerCase();
  const { plan, status } = readParams(USER_FILTERS, params);
  const page = listQuery(
    newestFirst(db.users, (u) => u.id),
    params,
    {
      search: (u) => [u.fullName, u.email],
      filter: (u) =>
        (!role || u.role.toLowerCase() === role) &&
        (!plan || u.currentPlan === plan) &&
        (!status || u.status === status),
      sortKeys: SORT_KEYS,
      resetPastLast: true,
    },
  );
  return {
    users: page.rows.map(toUserRow),
    totalPages: page.totalPages,
    totalUsers: page.total,
    page: page.page,
  };
}

function findUser(db: UsersDb, id: unknown): UserDetail | undefined {
  const n = toInt(id);
  return n === undefined ? undefined : db.users.find((u) => u.id === n);
}

export function getUser(db: UsersDb, id: unknown): Outcome<UserDetail> {
  const user = findUser(db, id);
  return user ? ok(user) : notFound('userNotFound');
}

export function deleteUser(db: UsersDb, id: unknown): Outcome<null> {
  const n = toInt(id);
  const index = n === undefined ? -1 : db.users.findIndex((u) => u.id === n);
  if (index < 0) return notFound('userNotFound');
  db.users.splice(index, 1);
  return noContent();
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The stored name of the role `name` names (roles compare without case), or undefined. */
function roleNamed(db: Pick<MockDb, 'roles'>, name: string): string | undefined {
  return db.roles.find((r) => sameText(r.name, name))?.name;
}

/** The refusals of a write's e-mail (used by another user) and role (none of that name). */
function uniquenessIssues(
  db: UsersWriteDb,
  input: { email?: string; role?: string },
  self?: number,
): Failure | undefined {
  const issues = [];
  if (
    input.email !== undefined &&
    db.users.some((u) => u.id !== self && sameText(u.email, input.email!))
  )
    issues.push(ruleIssue('emailUnused'));
  if (input.role !== undefined && !roleNamed(db, input.role)) issues.push(ruleIssue('roleExists'));
  return issues.length ? invalid(issues) : undefined;
}

/** Writes an entry at the head of the activity log (the log keeps its newest entries). */
function log(
  db: UsersWriteDb,
  user: UserDetail,
  kind: UserActivityKind,
  value?: string,
  at = writeStamp(db),
): void {
  const entry: UserActivity = { kind, at, ...(value !== undefined && { value }) };
  user.activity = [entry, ...user.activity].slice(0, USER_ACTIVITY_MAX);
}

/** The last day of a plan period starting at the write's time. */
function periodEnd(db: UsersWriteDb): string {
  return new Date(Date.parse(writeStamp(db)) + PLAN_PERIOD_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

function defaultNotifications(): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [
      event,
      Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, channel !== 'app'])),
    ]),
  ) as NotificationSettings;
}

const NO_CONNECTIONS: ConnectionSettings = {
  google: false,
  slack: false,
  github: false,
  mailchimp: false,
  asana: false,
};

/**
 * Adds a user from a form body: fullName and a valid, unused e-mail are required; a given role must
 * exist.
 */
export function addUser(db: UsersWriteDb, body: unknown): Outcome<AddUserResponse> {
  const parsed = check(newUserBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const refused = uniquenessIssues(db, input);
  if (refused) return refused;
  const user: UserDetail = {
    id: nextId(db.users),
    fullName: input.fullName,
    company: input.company ?? '',
    role: input.role ? roleNamed(db, input.role)! : 'subscriber',
    username: input.username || input.email.split('@')[0],
    country: input.country ?? '',
    contact: input.contact ?? '',
    email: input.email,
    currentPlan: input.currentPlan ?? 'basic',
    status: input.status ?? 'pending',
    avatar: input.avatar ?? '',
    billing: input.billing ?? 'Auto debit',
    taskDone: 0,
    projectDone: 0,
    taxId: '',
    language: 'English',
    planRenewsOn: periodEnd(db),
    billingAddress: {
      companyName: input.company ?? '',
      billingEmail: input.email,
      vatNumber: '',
      address: '',
      state: '',
      zipCode: '',
      country: input.country ?? '',
    },
    paymentMethods: [],
    notifications: defaultNotifications(),
    connections: { ...NO_CONNECTIONS },
    projects: [],
    devices: [],
    activity: [],
    passwordChangedAt: null,
  };
  log(db, user, 'created');
  db.users.push(user);
  return created({ body: user });
}

const PROFILE_FIELDS = [
  'fullName',
  'username',
  'email',
  'contact',
  'company',
  'country',
  'language',
  'billing',
] as const;

/**
 * Changes a user. The e-mail stays unique, the role must exist (stored as that role spells its
 * name), a new plan starts a new period. Each kind of change is logged once, and only when a
 * value really changed.
 */
export function updateUser(db: UsersWriteDb, id: unknown, body: unknown): Outcome<UserDetail> {
  const user = findUser(db, id);
  if (!user) return notFound('userNotFound');
  const parsed = check(userUpdateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const refused = uniquenessIssues(db, input, user.id);
  if (refused) return refused;

  let profileChanged = false;
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== user[field]) {
      (user as Record<typeof field, string>)[field] = value;
      profileChanged = true;
    }
  }
  if (profileChanged) log(db, user, 'profileEdited');
  const role = input.role === undefined ? undefined : roleNamed(db, input.role);
  if (role !== undefined && role !== user.role) {
    user.role = role;
    log(db, user, 'roleChanged', role);
  }
  if (input.status !== undefined && input.status !== user.status) {
    user.status = input.status;
    log(db, user, 'statusChanged', input.status);
  }
  if (input.currentPlan !== undefined && input.currentPlan !== user.currentPlan) {
    user.currentPlan = input.currentPlan;
    user.planRenewsOn = periodEnd(db);
    log(db, user, 'planChanged', input.currentPlan);
  }
  const address = { ...user.billingAddress, ...input.billingAddress };
  const taxId = input.taxId ?? user.taxId;
  if (JSON.stringify(address) !== JSON.stringify(user.billingAddress) || taxId !== user.taxId) {
    user.billingAddress = address;
    user.taxId = taxId;
    log(db, user, 'billingChanged');
  }
  const notifications = Object.fromEntries(
    NOTIFICATION_EVENTS.map((event) => [
      event,
      { ...user.notifications[event], ...input.notifications?.[event] },
    ]),
  ) as NotificationSettings;
  if (JSON.stringify(notifications) !== JSON.stringify(user.notifications)) {
    user.notifications = notifications;
    log(db, user, 'notificationsChanged');
  }
  const connections = { ...user.connections, ...input.connections };
  if (JSON.stringify(connections) !== JSON.stringify(user.connections)) {
    user.connections = connections;
    log(db, user, 'connectionsChanged');
  }
  return ok(user);
}

/**
 * Sets a new password. Only the time is kept: the sample users cannot sign in, so nothing reads it
 * back.
 */
export function changeUserPassword(db: UsersWriteDb, id: unknown, body: unknown): Outcome<null> {
  const user = findUser(db, id);
  if (!user) return notFound('userNotFound');
  const parsed = check(passwordChangeBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  // One reading of the clock: the time kept is the time logged, even when the clock ticks between.
  const at = writeStamp(db);
  user.passwordChangedAt = at;
  log(db, user, 'passwordChanged', undefined, at);
  return noContent();
}

/** Users of a role renamed: they keep it under its new name. */
export function renameUsersRole(db: UsersDb, from: string, to: string): void {
  for (const user of db.users) if (user.role === from) user.role = to;
}
