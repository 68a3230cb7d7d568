import { describe, expect, it } from 'vitest';

import { ROLE_AREAS, type Role, type RoleListResponse } from '@/api/types/roles';
import type { UserDetail, UserListResponse } from '@/api/types/users';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

type Body = Record<string, unknown>;
const roles = async () => (await call<RoleListResponse>('/api/apps/roles')).body.roles;
const byName = async (name: string) => (await roles()).find((r) => r.name === name)!;
const send = (method: string, path: string, body?: unknown) => call<Body>(path, { method, body });

describe('GET /api/apps/roles', () => {
  it('answers the five roles of SPEC §4 with their users counted and the newest four named', async () => {
    const list = await roles();
    expect(list.map((r) => r.name)).toEqual([
      'admin',
      'author',
      'editor',
      'maintainer',
      'subscriber',
    ]);
    const users = store.db().users;
    for (const role of list) {
      const holders = users.filter((u) => u.role === role.name).sort((a, b) => b.id - a.id);
      expect(role.userCount).toBe(holders.length);
      expect(role.users.map((u) => u.id)).toEqual(holders.slice(0, 4).map((u) => u.id));
    }
    expect(list.reduce((sum, r) => sum + r.userCount, 0)).toBe(50);
    expect(Object.keys(list[0].permissions)).toEqual([...ROLE_AREAS]);
    expect(Object.values(list[0].permissions).every((g) => g.read && g.write && g.create)).toBe(
      true,
    );
    expect(list[4].permissions.contentManagement).toEqual({
      read: true,
      write: false,
      create: false,
    });
  });
});

describe('POST /api/apps/roles', () => {
  it('adds a role: the areas not given grant nothing; the next list has it with no users', async () => {
    const { status, body } = await send('POST', '/api/apps/roles', {
      name: ' Auditor ',
      permissions: { reporting: { read: true }, payroll: { read: true, write: true } },
    });
    expect(status).toBe(201);
    const role = body as unknown as Role;
    expect(role).toMatchObject({ id: 6, name: 'Auditor', userCount: 0, users: [] });
    expect(role.permissions.reporting).toEqual({ read: true, write: false, create: false });
    expect(role.permissions.payroll).toEqual({ read: true, write: true, create: false });
    expect(role.permissions.userManagement).toEqual({ read: false, write: false, create: false });
    expect((await roles()).map((r) => r.name)).toContain('Auditor');
    // A user can be given the new role, and it counts them.
    const added = await send('POST', '/api/apps/users', {
      fullName: 'Audrey Audit',
      email: 'audrey@new.example',
      role: 'auditor',
    });
    expect((added.body.body as UserDetail).role).toBe('Auditor');
    expect((await byName('Auditor')).userCount).toBe(1);
  });

  it('refuses a blank, too long or taken name (compared without case) and bad grants', async () => {
    const blank = await send('POST', '/api/apps/roles', { name: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { errors: { name: ['Required'] } } });
    const long = await send('POST', '/api/apps/roles', { name: 'x'.repeat(41) });
    expect(long.body).toMatchObject({ errors: { name: ['Enter at most 40 characters'] } });
    const taken = await send('POST', '/api/apps/roles', { name: 'EDITOR' });
    expect(taken.body).toMatchObject({
      errors: { name: ['Another role already has this name'] },
      issues: [{ path: 'name', key: 'roleNameTaken' }],
    });
    const grant = await send('POST', '/api/apps/roles', {
      name: 'Odd',
      permissions: { reporting: { read: 'yes' } },
    });
    expect(grant.body).toMatchObject({
      errors: { 'permissions.reporting.read': ['Must be true or false'] },
    });
    expect(await roles()).toHaveLength(5);
    expect((await call('/api/apps/roles', { method: 'POST', raw: 'nope' })).status).toBe(400);
  });
});

describe('PUT /api/apps/roles/{id}', () => {
  it('gives a role a permission and keeps the rest', async () => {
    const editor = await byName('editor');
    const { status, body } = await send('PUT', `/api/apps/roles/${editor.id}`, {
      permissions: { payroll: { write: true } },
    });
    expect(status).toBe(200);
    const role = body as unknown as Role;
    expect(role.permissions.payroll).toEqual({ read: false, write: true, create: false });
    expect(role.permissions.contentManagement).toEqual(editor.permissions.contentManagement);
    expect((await byName('editor')).permissions.payroll.write).toBe(true);
  });

  it('renames a role: its users carry the new name, the list filter finds them by it', async () => {
    const editor = await byName('editor');
    const { body } = await send('PUT', `/api/apps/roles/${editor.id}`, { name: 'Copy editor' });
    expect(body).toMatchObject({ name: 'Copy editor', userCount: editor.userCount });
    const users = (
      await call<UserListResponse>('/api/apps/users?role=copy%20editor&itemsPerPage=-1')
    ).body;
    expect(users.totalUsers).toBe(editor.userCount);
    expect(users.users.every((u) => u.role === 'Copy editor')).toBe(true);
    // The same name in other letters is the same role: allowed.
    expect(
      (await send('PUT', `/api/apps/roles/${editor.id}`, { name: 'COPY EDITOR' })).status,
    ).toBe(200);
  });

  it('refuses another role’s name, answers 404 for an unknown role', async () => {
    const taken = await send('PUT', '/api/apps/roles/2', { name: 'Admin' });
    expect(taken).toMatchObject({
      status: 400,
      body: { errors: { name: ['Another role already has this name'] } },
    });
    expect((await byName('author')).name).toBe('author');
    expect(await send('PUT', '/api/apps/roles/99', { name: 'Ghost' })).toEqual({
      status: 404,
      body: { message: 'Role not found', key: 'roleNotFound' },
    });
    expect((await send('PUT', '/api/apps/roles/abc', {})).status).toBe(404);
  });
});

describe('DELETE /api/apps/roles/{id}', () => {
  it('refuses a role users still have (409 with their number), deletes one without users', async () => {
    const author = await byName('author');
    expect(await send('DELETE', `/api/apps/roles/${author.id}`)).toEqual({
      status: 409,
      body: {
        message: `Users still have this role (${author.userCount}): give them another role first`,
        key: 'roleInUse',
        params: { count: author.userCount },
      },
    });
    const created = await send('POST', '/api/apps/roles', { name: 'Temp' });
    const id = (created.body as unknown as Role).id;
    expect((await send('DELETE', `/api/apps/roles/${id}`)).status).toBe(204);
    expect((await roles()).map((r) => r.name)).not.toContain('Temp');
    expect((await send('DELETE', `/api/apps/roles/${id}`)).status).toBe(404);
  });
});
