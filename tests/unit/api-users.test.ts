import { describe, expect, it } from 'vitest';

import { addUser, listUsers, updateUser } from '@/api/mock/queries/users';
import {
  passwordRuleIssues,
  type User,
  type UserDetail,
  type UserListResponse,
} from '@/api/types/users';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

const post = (path: string, body: unknown) =>
  call<Record<string, unknown>>(path, { method: 'POST', body });
const list = (qs: string) => call<UserListResponse>(`/api/apps/users?${qs}`).then((r) => r.body);

describe('GET /api/apps/users', () => {
  it('falls back to page 1 and 10 users for page=abc', async () => {
    const { status, body } = await call<UserListResponse>(
      '/api/apps/users?page=abc&itemsPerPage=xyz',
    );
    expect(status).toBe(200);
    expect(body.users).toHaveLength(10);
    expect(body).toMatchObject({ page: 1, totalUsers: 50, totalPages: 5 });
  });

  it('lists newest first (highest id first) and answers rows without detail fields', async () => {
    const body = await list('');
    expect(body.users.map((u) => u.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
    expect(body.users[0]).not.toHaveProperty('taxId');
  });

  it('answers page 1 when the page is past the last', async () => {
    const body = await list('page=99&itemsPerPage=10');
    expect(body.page).toBe(1);
    expect(body.users.map((u) => u.id)[0]).toBe(50);
  });

  it('searches full name or e-mail, case-insensitively', async () => {
    const db = store.db();
    const target = db.users[7];
    const byName = await list(
      `q=${encodeURIComponent(target.fullName.toUpperCase())}&itemsPerPage=-1`,
    );
    expect(byName.users.map((u) => u.id)).toContain(target.id);
    expect(
      byName.users.every(
        (u) =>
          u.fullName.toLowerCase().includes(target.fullName.toLowerCase()) ||
          u.email.includes(target.fullName.toLowerCase()),
      ),
    ).toBe(true);
    const byMail = await list(`q=${encodeURIComponent(target.email)}`);
    expect(byMail.users.map((u) => u.id)).toEqual([target.id]);
    expect((await list('q=Yotz')).totalUsers).toBe(0); // company is not searched
  });

  it('filters by role, plan and status together', async () => {
    const db = store.db();
    const expected = db.users.filter(
      (u) => u.role === 'editor' && u.currentPlan === 'team' && u.status === 'active',
    ).length;
    const body = await list('role=editor&plan=team&status=active&itemsPerPage=-1');
    expect(body.totalUsers).toBe(expected);
    expect(
      body.users.every(
        (u) => u.role === 'editor' && u.currentPlan === 'team' && u.status === 'active',
      ),
    ).toBe(true);
    const roles = await list('role=admin&itemsPerPage=-1');
    expect(roles.totalUsers).toBe(db.users.filter((u) => u.role === 'admin').length);
    expect(roles.totalUsers).toBeGreaterThan(0);
  });

  const getters: Record<string, (u: User) => string> = {
    user: (u) => u.fullName,
    email: (u) => u.email,
    role: (u) => u.role,
    plan: (u) => u.currentPlan,
    status: (u) => u.status,
    billing: (u) => u.billing,
  };
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  for (const [key, get] of Object.entries(getters)) {
    for (const orderBy of ['asc', 'desc'] as const) {
      it(`sorts by ${key} ${orderBy}`, async () => {
        const body = await list(`sortBy=${key}&orderBy=${orderBy}&itemsPerPage=-1`);
        const values = body.users.map(get);
        const sorted = [...values].sort(
          (a, b) => collator.compare(a, b) * (orderBy === 'desc' ? -1 : 1),
        );
        expect(values).toEqual(sorted);
        expect(body.users).toHaveLength(50);
      });
    }
  }
});

describe('single user, delete, add', () => {
  it('reads a user with the detail fields', async () => {
    const { status, body } = await call<Record<string, unknown>>('/api/apps/users/3');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 3 });
    expect(body).toHaveProperty('taskDone');
    expect(body).toHaveProperty('projectDone');
    expect(body).toHaveProperty('taxId');
    expect(body).toHaveProperty('language');
  });

  it('answers 404 "User not found" for an unknown id on read and delete', async () => {
    for (const path of ['/api/apps/users/999', '/api/apps/users/abc']) {
      expect(await call(path)).toEqual({
        status: 404,
        body: { message: 'User not found', key: 'userNotFound' },
      });
      expect(await call(path, { method: 'DELETE' })).toEqual({
        status: 404,
        body: { message: 'User not found', key: 'userNotFound' },
      });
    }
  });

  it('deletes with 204 and the next read no longer has the user', async () => {
    const res = await call('/api/apps/users/50', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await call('/api/apps/users/50')).status).toBe(404);
    const body = await list('');
    expect(body.totalUsers).toBe(49);
    expect(body.users[0].id).toBe(49);
  });

  it('adds a user that the next search finds, first in the list', async () => {
    const { status, body } = await post('/api/apps/users', {
      fullName: 'Zed Newcomer',
      email: 'zed@new.example',
      role: 'editor',
    });
    expect(status).toBe(201);
    expect(body.body).toMatchObject({
      id: 51,
      fullName: 'Zed Newcomer',
      email: 'zed@new.example',
      role: 'editor',
      currentPlan: 'basic',
    });
    const found = await list('q=newcomer');
    expect(found.users.map((u) => u.fullName)).toEqual(['Zed Newcomer']);
    expect((await list('')).users[0].id).toBe(51);
  });

  it('rejects a user without fullName or e-mail with 400 field errors', async () => {
    const empty = await post('/api/apps/users', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { fullName: ['Required'], email: ['Required'] } });
    const bad = await post('/api/apps/users', {
      fullName: 'A',
      email: 'not-an-email',
      username: 'a b',
      contact: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: {
        email: ['Enter a valid e-mail address'],
        username: ['Use 3 to 40 letters, digits, dots, hyphens or underscores'],
        contact: ['Enter a phone number, e.g. +1 (555) 123-4567'],
      },
    });
    const noRole = await post('/api/apps/users', {
      fullName: 'A',
      email: 'a@new.example',
      role: 'king',
    });
    expect(noRole.body).toMatchObject({
      errors: { role: ['Choose an existing role'] },
      issues: [{ path: 'role', key: 'roleUnknown' }],
    });
    const dup = await post('/api/apps/users', {
      fullName: 'A',
      email: store.db().users[0].email.toUpperCase(),
    });
    expect(dup.body).toMatchObject({
      errors: { email: ['Email is already taken'] },
      issues: [{ path: 'email', key: 'emailTaken' }],
    });
    expect((await list('')).totalUsers).toBe(50);
  });

  it('answers 400, not 500, to a malformed JSON body', async () => {
    const res = await call('/api/apps/users', { method: 'POST', raw: '{"fullName":' });
    expect(res.status).toBe(400);
  });
});

describe('pure functions', () => {
  it('listUsers accepts a plain record of params', () => {
    const db = store.db();
    expect(listUsers(db, { page: 2, itemsPerPage: 20 }).users).toHaveLength(20);
    expect(listUsers(db, { q: 42 }).totalUsers).toBe(50);
  });
  it('addUser trims and defaults', () => {
    const db = store.db();
    const r = addUser(db, { fullName: '  Ann  ', email: ' ann@x.io ' });
    expect(r.ok && r.value.body).toMatchObject({
      fullName: 'Ann',
      email: 'ann@x.io',
      username: 'ann',
      status: 'pending',
      role: 'subscriber',
    });
  });
});

/**
 * The day a plan period begun at `at` ends (writes are stamped with the clock, never before the
 * samples' "now").
 */
const thirtyDaysAfter = (at: string) =>
  new Date(Date.parse(at) + 30 * 86_400_000).toISOString().slice(0, 10);

const put = (path: string, body: unknown) =>
  call<Record<string, unknown>>(path, { method: 'PUT', body });
const detail = async (id: number) => (await call<UserDetail>(`/api/apps/users/${id}`)).body;

describe('the user view: plan, settings and activity', () => {
  it('reads a user with plan, billing address, cards, notifications, connections, projects, devices and activity', async () => {
    const u = await detail(3);
    expect(u.planRenewsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(u.planRenewsOn > '2026-06-15').toBe(true);
    expect(u.billingAddress).toMatchObject({ billingEmail: u.email, country: u.country });
    expect(u.paymentMethods.filter((m) => m.primary)).toHaveLength(1);
    expect(Object.keys(u.notifications)).toEqual([
      'newForYou',
      'accountActivity',
      'newBrowserSignIn',
      'newDeviceLinked',
    ]);
    expect(Object.keys(u.connections).sort()).toEqual([
      'asana',
      'github',
      'google',
      'mailchimp',
      'slack',
    ]);
    expect(u.projects.length).toBeGreaterThanOrEqual(3);
    expect(u.projects.every((p) => p.doneTasks <= p.totalTasks)).toBe(true);
    expect(u.devices.length).toBeGreaterThanOrEqual(2);
    expect(u.activity.at(-1)?.kind).toBe('created');
    expect([...u.activity].sort((a, b) => b.at.localeCompare(a.at))).toEqual(u.activity);
  });

  it('a new user starts with defaults, a plan period of 30 days and "created" in the log', async () => {
    const { body } = await post('/api/apps/users', {
      fullName: 'Nia Novak',
      email: 'nia@new.example',
      username: 'nia.novak',
      contact: '+1 (555) 010-2030',
      company: 'Voonix',
      country: 'France',
      role: 'EDITOR',
      currentPlan: 'team',
    });
    const user = body.body as UserDetail;
    expect(user).toMatchObject({
      role: 'editor',
      currentPlan: 'team',
      status: 'pending',
      planRenewsOn: thirtyDaysAfter(user.activity[0].at),
      paymentMethods: [],
      projects: [],
      passwordChangedAt: null,
    });
    expect(user.activity.map((a) => a.kind)).toEqual(['created']);
    expect(user.connections).toEqual({
      google: false,
      slack: false,
      github: false,
      mailchimp: false,
      asana: false,
    });
  });
});

describe('PUT /api/apps/users/{id}', () => {
  it('edits the profile and logs it once', async () => {
    const before = await detail(4);
    const { status, body } = await put('/api/apps/users/4', {
      fullName: '  Ada Lovelace ',
      username: 'ada.l',
      contact: '+44 20 7946 0958',
      language: 'French',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 4,
      fullName: 'Ada Lovelace',
      username: 'ada.l',
      contact: '+44 20 7946 0958',
      language: 'French',
      email: before.email,
    });
    const after = await detail(4);
    expect(after.activity[0]).toMatchObject({ kind: 'profileEdited' });
    expect(after.activity).toHaveLength(Math.min(20, before.activity.length + 1));
    // The list answers the new name.
    expect((await list('q=lovelace')).users.map((u) => u.id)).toEqual([4]);
  });

  it('suspends a user: status inactive, logged with the new status, and the filter finds them', async () => {
    const target = store.db().users.find((u) => u.status === 'active')!;
    const { body } = await put(`/api/apps/users/${target.id}`, { status: 'inactive' });
    expect(body).toMatchObject({ status: 'inactive' });
    const after = await detail(target.id);
    expect(after.activity[0]).toMatchObject({ kind: 'statusChanged', value: 'inactive' });
    expect((await list('status=inactive&itemsPerPage=-1')).users.map((u) => u.id)).toContain(
      target.id,
    );
  });

  it('a new plan starts a new period; the same plan changes nothing', async () => {
    const u = store.db().users.find((x) => x.currentPlan !== 'enterprise')!;
    const activity = u.activity.length;
    await put(`/api/apps/users/${u.id}`, { currentPlan: u.currentPlan });
    expect((await detail(u.id)).activity).toHaveLength(activity);
    const { body } = await put(`/api/apps/users/${u.id}`, { currentPlan: 'enterprise' });
    const logged = (await detail(u.id)).activity[0];
    expect(logged).toMatchObject({ kind: 'planChanged', value: 'enterprise' });
    expect(logged.at >= '2026-06-15').toBe(true);
    expect(body).toMatchObject({
      currentPlan: 'enterprise',
      planRenewsOn: thirtyDaysAfter(logged.at),
    });
  });

  it('changes the billing address and tax id, and the connected accounts, each logged', async () => {
    const { body } = await put('/api/apps/users/5', {
      billingAddress: { address: '1 Grid Lane', zipCode: '75001' },
      taxId: 'FR-123',
    });
    expect(body).toMatchObject({
      taxId: 'FR-123',
      billingAddress: { address: '1 Grid Lane', zipCode: '75001' },
    });
    expect((body as unknown as UserDetail).billingAddress.companyName).toBe(
      store.db().users[4].billingAddress.companyName,
    );
    const before = { ...store.db().users[4].connections };
    const connected = await put('/api/apps/users/5', { connections: { github: !before.github } });
    expect((connected.body as unknown as UserDetail).connections).toEqual({
      ...before,
      github: !before.github,
    });
    const log = (await detail(5)).activity.slice(0, 2).map((a) => a.kind);
    expect(log).toContain('billingChanged');
    expect(log[0]).toBe('connectionsChanged');
  });

  it('changes the role to an existing one (spelled as the role spells it), refuses an unknown one', async () => {
    const { body } = await put('/api/apps/users/6', { role: 'Maintainer' });
    expect(body).toMatchObject({ role: 'maintainer' });
    const refused = await put('/api/apps/users/6', { role: 'pilot' });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { role: ['Choose an existing role'] } },
    });
  });

  it('refuses an e-mail another user has, but keeps its own', async () => {
    const [a, b] = store.db().users;
    const refused = await put(`/api/apps/users/${a.id}`, { email: b.email, fullName: 'Kept?' });
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: { email: ['Email is already taken'] } },
    });
    expect((await detail(a.id)).fullName).toBe(a.fullName);
    const same = await put(`/api/apps/users/${a.id}`, { email: a.email.toUpperCase() });
    expect(same.status).toBe(200);
  });

  it('refuses bad fields with every message, and changes nothing', async () => {
    const before = JSON.stringify(await detail(7));
    const bad = await put('/api/apps/users/7', {
      fullName: ' ',
      email: 'x@',
      status: 'gone',
      currentPlan: 'free',
      billingAddress: { billingEmail: 'nope' },
      connections: { github: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual([
      'billingAddress.billingEmail',
      'connections.github',
      'currentPlan',
      'email',
      'fullName',
      'status',
    ]);
    expect(JSON.stringify(await detail(7))).toBe(before);
  });

  it('answers 404 for an unknown user, 400 to a body that is no object', async () => {
    expect(await put('/api/apps/users/999', { status: 'inactive' })).toEqual({
      status: 404,
      body: { message: 'User not found', key: 'userNotFound' },
    });
    const raw = await call('/api/apps/users/1', { method: 'PUT', raw: '[1,2]' });
    expect(raw.status).toBe(400);
  });

  it('updateUser keeps the log at 20 entries, newest first', () => {
    const db = store.db();
    for (let i = 0; i < 25; i++) updateUser(db, 1, { language: i % 2 ? 'French' : 'English' });
    expect(db.users[0].activity).toHaveLength(20);
    expect(db.users[0].activity.every((a) => a.kind === 'profileEdited')).toBe(true);
  });
});

describe('POST /api/apps/users/{id}/password', () => {
  const change = (id: number, newPassword: string, confirmPassword = newPassword) =>
    call<Record<string, unknown>>(`/api/apps/users/${id}/password`, {
      method: 'POST',
      body: { newPassword, confirmPassword },
    });

  it('sets a password that follows every rule: 204, the time kept and logged', async () => {
    const res = await change(2, 'Str0ng&Safe');
    expect(res.status).toBe(204);
    const u = await detail(2);
    expect(u.passwordChangedAt).not.toBeNull();
    expect(u.activity[0]).toMatchObject({ kind: 'passwordChanged', at: u.passwordChangedAt });
  });

  it('lists every rule a password breaks, and a confirmation that differs', async () => {
    const weak = await change(2, 'abc', 'abd');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({
      errors: {
        newPassword: [
          'Use at least 8 characters',
          'Use at least one capital letter',
          'Use at least one digit',
          'Use at least one symbol',
        ],
        confirmPassword: ['The passwords do not match'],
      },
    });
    expect((weak.body.issues as { key: string }[]).map((i) => i.key)).toEqual([
      'passwordLength',
      'passwordUpper',
      'passwordDigit',
      'passwordSymbol',
      'passwordMismatch',
    ]);
    expect((await change(2, 'lowercase-only1')).body).toMatchObject({
      errors: { newPassword: ['Use at least one capital letter'] },
    });
    expect((await change(2, 'NOLOWER-1')).body).toMatchObject({
      errors: { newPassword: ['Use at least one lower-case letter'] },
    });
    expect((await detail(2)).passwordChangedAt).toBe(store.db().users[1].passwordChangedAt);
  });

  it('answers 404 for an unknown user and 400 for a missing body', async () => {
    expect((await change(999, 'Str0ng&Safe')).status).toBe(404);
    const missing = await call<Record<string, unknown>>('/api/apps/users/2/password', {
      method: 'POST',
      body: {},
    });
    expect(missing.body).toMatchObject({
      errors: { newPassword: ['Required'], confirmPassword: ['Required'] },
    });
  });

  it('passwordRuleIssues is the rule the form shows live', () => {
    expect(passwordRuleIssues('')).toEqual([
      'passwordLength',
      'passwordUpper',
      'passwordLower',
      'passwordDigit',
      'passwordSymbol',
    ]);
    expect(passwordRuleIssues('Ünïcode-9x')).toEqual([]);
  });
});

describe('PUT /api/apps/users/{id}: notification choices', () => {
  it('changes the channels given, keeps the rest, logs once', async () => {
    const before = await detail(8);
    const { status, body } = await put('/api/apps/users/8', {});
    expect(status).toBe(200);
    expect((body as unknown as UserDetail).activity).toHaveLength(before.activity.length);
    const next = !before.notifications.newDeviceLinked.app;
    const res = await put('/api/apps/users/8', {
      notifications: { newDeviceLinked: { app: next } },
    });
    expect(res.status).toBe(200);
    const after = await detail(8);
    expect(after.notifications).toEqual({
      ...before.notifications,
      newDeviceLinked: { ...before.notifications.newDeviceLinked, app: next },
    });
    expect(after.activity[0].kind).toBe('notificationsChanged');
  });

  it('refuses a value that is not true or false', async () => {
    const bad = await put('/api/apps/users/8', { notifications: { newForYou: { email: 'yes' } } });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { 'notifications.newForYou.email': ['Must be true or false'] } },
    });
    expect((await put('/api/apps/users/999', { notifications: {} })).status).toBe(404);
  });
});
