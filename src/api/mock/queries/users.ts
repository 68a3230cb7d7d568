/** The user list of SPEC.md §7: search full name or e-mail, filters, newest first, page reset. */
import {
  USER_BILLINGS,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type AddUserResponse,
  type User,
  type UserDetail,
  type UserListResponse,
  type UserSortKey,
} from '../../types/users';
import type { MockDb } from '../db';
import { listQuery, matchesText, newestFirst, textParam, type ParamSource, type SortValue } from '../query';
import { BodyReader, isEmail, nextId, pathId } from './body';
import { failure, invalid, noContent, ok, type Outcome } from './outcome';

type UsersDb = Pick<MockDb, 'users'>;

export const USER_NOT_FOUND = 'User not found';

const SORT_KEYS: Record<UserSortKey, (u: User) => SortValue> = {
  user: (u) => u.fullName,
  email: (u) => u.email,
  role: (u) => u.role,
  plan: (u) => u.currentPlan,
  status: (u) => u.status,
  billing: (u) => u.billing,
};

/** The list row: the stored user without the detail-only fields. */
export function toUserRow({ taskDone: _t, projectDone: _p, taxId: _x, language: _l, ...row }: UserDetail): User {
  return row;
}

export function listUsers(db: UsersDb, params: ParamSource): UserListResponse {
  const q = textParam(params, 'q');
  const role = textParam(params, 'role');
  const plan = textParam(params, 'plan');
  const status = textParam(params, 'status');
  const page = listQuery(newestFirst(db.users, (u) => u.id), params, {
    filter: (u) =>
      (!role || u.role === role) && (!plan || u.currentPlan === plan) && (!status || u.status === status) && matchesText(q, u.fullName, u.email),
    sortKeys: SORT_KEYS,
    resetPastLast: true,
  });
  return { users: page.rows.map(toUserRow), totalPages: page.totalPages, totalUsers: page.total, page: page.page };
}

export function getUser(db: UsersDb, id: unknown): Outcome<UserDetail> {
  const n = pathId(id);
  const user = n === undefined ? undefined : db.users.find((u) => u.id === n);
  return user ? ok(user) : failure(USER_NOT_FOUND, 404);
}

export function deleteUser(db: UsersDb, id: unknown): Outcome<null> {
  const n = pathId(id);
  const index = n === undefined ? -1 : db.users.findIndex((u) => u.id === n);
  if (index < 0) return failure(USER_NOT_FOUND, 404);
  db.users.splice(index, 1);
  return noContent();
}

/** Adds a user from a form body: fullName and a valid e-mail are required. */
export function addUser(db: UsersDb, body: unknown): Outcome<AddUserResponse> {
  const r = new BodyReader(body);
  const fullName = r.requiredText('fullName', 'Full name');
  const email = r.requiredText('email', 'Email');
  if (email && !isEmail(email)) r.fail('email', 'Email must be a valid e-mail address');
  if (email && db.users.some((u) => u.email.toLowerCase() === email.toLowerCase())) r.fail('email', 'Email is already taken');
  const role = r.optionalEnum('role', USER_ROLES);
  const currentPlan = r.optionalEnum('currentPlan', USER_PLANS);
  const status = r.optionalEnum('status', USER_STATUSES);
  const billing = r.optionalEnum('billing', USER_BILLINGS);
  const company = r.optionalText('company');
  const username = r.optionalText('username');
  const country = r.optionalText('country');
  const contact = r.optionalText('contact');
  const avatar = r.optionalText('avatar');
  if (!r.valid) return invalid(r.errors);
  const user: UserDetail = {
    id: nextId(db.users),
    fullName,
    company: company ?? '',
    role: role ?? 'subscriber',
    username: username || email.split('@')[0],
    country: country ?? '',
    contact: contact ?? '',
    email,
    currentPlan: currentPlan ?? 'basic',
    status: status ?? 'pending',
    avatar: avatar ?? '',
    billing: billing ?? 'Auto debit',
    taskDone: 0,
    projectDone: 0,
    taxId: '',
    language: 'English',
  };
  db.users.push(user);
  return ok({ body: user }, 201);
}

