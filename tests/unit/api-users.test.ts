import { describe, expect, it } from 'vitest';
import { call, startMockServer } from './support/mock-server';
import { addUser, listUsers } from '../../src/api/mock/queries/users';
import type { User, UserListResponse } from '../../src/api/types/users';

const store = startMockServer();

const post = (path: string, body: unknown) => call<Record<string, unknown>>(path, { method: 'POST', body });
const list = (qs: string) => call<UserListResponse>(`/api/apps/users?${qs}`).then((r) => r.body);

describe('GET /api/apps/users', () => {
  it('falls back to page 1 and 10 users for page=abc', async () => {
    const { status, body } = await call<UserListResponse>('/api/apps/users?page=abc&itemsPerPage=xyz');
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
    const byName = await list(`q=${encodeURIComponent(target.fullName.toUpperCase())}&itemsPerPage=-1`);
    expect(byName.users.map((u) => u.id)).toContain(target.id);
    expect(byName.users.every((u) => u.fullName.toLowerCase().includes(target.fullName.toLowerCase()) || u.email.includes(target.fullName.toLowerCase()))).toBe(true);
    const byMail = await list(`q=${encodeURIComponent(target.email)}`);
    expect(byMail.users.map((u) => u.id)).toEqual([target.id]);
    expect((await list('q=Yotz')).totalUsers).toBe(0); // company is not searched
  });

  it('filters by role, plan and status together', async () => {
    const db = store.db();
    const expected = db.users.filter((u) => u.role === 'editor' && u.currentPlan === 'team' && u.status === 'active').length;
    const body = await list('role=editor&plan=team&status=active&itemsPerPage=-1');
    expect(body.totalUsers).toBe(expected);
    expect(body.users.every((u) => u.role === 'editor' && u.currentPlan === 'team' && u.status === 'active')).toBe(true);
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
        const sorted = [...values].sort((a, b) => collator.compare(a, b) * (orderBy === 'desc' ? -1 : 1));
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
      expect(await call(path)).toEqual({ status: 404, body: { message: 'User not found', key: 'userNotFound' } });
      expect(await call(path, { method: 'DELETE' })).toEqual({ status: 404, body: { message: 'User not found', key: 'userNotFound' } });
    }
  });

  it('deletes with 204 and the next read no longer has the user', async () => {
    const res = await fetch('http://localhost/api/apps/users/50', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await call('/api/apps/users/50')).status).toBe(404);
    const body = await list('');
    expect(body.totalUsers).toBe(49);
    expect(body.users[0].id).toBe(49);
  });

  it('adds a user that the next search finds, first in the list', async () => {
    const { status, body } = await post('/api/apps/users', { fullName: 'Zed Newcomer', email: 'zed@new.example', role: 'editor' });
    expect(status).toBe(201);
    expect(body.body).toMatchObject({ id: 51, fullName: 'Zed Newcomer', email: 'zed@new.example', role: 'editor', currentPlan: 'basic' });
    const found = await list('q=newcomer');
    expect(found.users.map((u) => u.fullName)).toEqual(['Zed Newcomer']);
    expect((await list('')).users[0].id).toBe(51);
  });

  it('rejects a user without fullName or e-mail with 400 field errors', async () => {
    const empty = await post('/api/apps/users', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { fullName: ['Required'], email: ['Required'] } });
    const bad = await post('/api/apps/users', { fullName: 'A', email: 'not-an-email', role: 'king' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['email', 'role']);
    const dup = await post('/api/apps/users', { fullName: 'A', email: store.db().users[0].email });
    expect(dup.body).toMatchObject({ errors: { email: ['Email is already taken'] }, issues: [{ path: 'email', key: 'emailTaken' }] });
    expect((await list('')).totalUsers).toBe(50);
  });

  it('answers 400, not 500, to a malformed JSON body', async () => {
    const res = await fetch('http://localhost/api/apps/users', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"fullName":' });
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
    expect(r.ok && r.value.body).toMatchObject({ fullName: 'Ann', email: 'ann@x.io', username: 'ann', status: 'pending', role: 'subscriber' });
  });
});
