/** The user list of SPEC.md §7: search full name or e-mail, filters, newest first, page reset. */
import {
  newUserBody,
  type AddUserResponse,
  type User,
  type UserDetail,
  type UserListResponse,
  type UserSortKey,
} from '../../contract/users';
import { check } from '../../contract/common';
import type { MockDb } from '../db';
import { listQuery, matchesText, newestFirst, textParam, toInt, type ParamSource, type SortValue } from '../query';
import { created, fieldInvalid, invalid, noContent, notFound, ok, type Outcome } from './outcome';
import { nextId } from './records';

type UsersDb = Pick<MockDb, 'users'>;

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
  const n = toInt(id);
  const user = n === undefined ? undefined : db.users.find((u) => u.id === n);
  return user ? ok(user) : notFound('userNotFound');
}

export function deleteUser(db: UsersDb, id: unknown): Outcome<null> {
  const n = toInt(id);
  const index = n === undefined ? -1 : db.users.findIndex((u) => u.id === n);
  if (index < 0) return notFound('userNotFound');
  db.users.splice(index, 1);
  return noContent();
}

/** Adds a user from a form body: fullName and a valid, unused e-mail are required. */
export function addUser(db: UsersDb, body: unknown): Outcome<AddUserResponse> {
  const parsed = check(newUserBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  if (db.users.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) return fieldInvalid('email', 'emailTaken');
  const user: UserDetail = {
    id: nextId(db.users),
    fullName: input.fullName,
    company: input.company ?? '',
    role: input.role ?? 'subscriber',
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
  };
  db.users.push(user);
  return created({ body: user });
}
