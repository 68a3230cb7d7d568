import { describe, expect, it } from 'vitest';

import {
  formatPermissionDate,
  type Permission,
  type PermissionListResponse,
} from '@/api/types/permissions';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

type Body = Record<string, unknown>;
const list = async (qs = '') =>
  (await call<PermissionListResponse>(`/api/apps/permissions?${qs}`)).body;
const send = (method: string, path: string, body?: unknown) => call<Body>(path, { method, body });

describe('GET /api/apps/permissions', () => {
  it('carries the created date as SPEC’s text and as an instant', async () => {
    const { permissions } = await list();
    expect(permissions[0].createdDate).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );
    expect(Date.parse(permissions[0].createdAt)).toBeLessThan(Date.parse('2026-06-15T09:00:00Z'));
  });

  it('matches the created date as the reader’s language writes it (lang)', async () => {
    const third = store.db().permissions[2];
    const french = formatPermissionDate(third.createdAt, 'fr');
    const month = french.split(' ')[1];
    expect(month).toMatch(/\p{L}/u);
    expect(
      (await list(`q=${encodeURIComponent(french)}&lang=fr`)).permissions.map((p) => p.id),
    ).toEqual([3]);
    // Without lang only the English text is read.
    expect((await list(`q=${encodeURIComponent(french)}`)).totalPermissions).toBe(0);
    const chinese = formatPermissionDate(third.createdAt, 'zh');
    expect(
      (await list(`q=${encodeURIComponent(chinese.slice(0, 8))}&lang=zh`)).permissions.map(
        (p) => p.id,
      ),
    ).toContain(3);
    // A garbage language reads as English rather than failing.
    expect((await call(`/api/apps/permissions?q=x&lang=${encodeURIComponent('@@')}`)).status).toBe(
      200,
    );
  });
});

describe('POST /api/apps/permissions', () => {
  it('adds a permission with its roles (in the roles list’s order); the list finds it', async () => {
    const { status, body } = await send('POST', '/api/apps/permissions', {
      name: '  Export Reports ',
      assignedTo: ['support', 'administrator', 'support'],
    });
    expect(status).toBe(201);
    const p = body as unknown as Permission;
    expect(p).toMatchObject({
      id: 10,
      name: 'Export Reports',
      assignedTo: ['administrator', 'support'],
    });
    expect(p.createdDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(formatPermissionDate(p.createdAt, 'en')).toMatch(/\d{4}/);
    expect((await list('q=export')).permissions.map((x) => x.id)).toEqual([10]);
    expect((await list()).totalPermissions).toBe(10);
  });

  it('refuses a blank, too long or taken name, no roles, an unknown role', async () => {
    expect(await send('POST', '/api/apps/permissions', {})).toMatchObject({
      status: 400,
      body: { errors: { name: ['Required'], assignedTo: ['Required'] } },
    });
    expect(
      (await send('POST', '/api/apps/permissions', { name: 'x'.repeat(81), assignedTo: ['users'] }))
        .body,
    ).toMatchObject({ errors: { name: ['Enter at most 80 characters'] } });
    expect(
      (await send('POST', '/api/apps/permissions', { name: 'only view', assignedTo: ['users'] }))
        .body,
    ).toMatchObject({
      errors: { name: ['Another permission already has this name'] },
      issues: [{ path: 'name', key: 'permissionNameTaken' }],
    });
    expect(
      (await send('POST', '/api/apps/permissions', { name: 'New', assignedTo: [] })).body,
    ).toMatchObject({ errors: { assignedTo: ['Choose at least one role'] } });
    expect(
      (await send('POST', '/api/apps/permissions', { name: 'New', assignedTo: ['king'] })).body,
    ).toMatchObject({ errors: { assignedTo: ['Choose one of the listed values'] } });
    expect((await list()).totalPermissions).toBe(9);
  });
});

describe('PUT and DELETE /api/apps/permissions/{id}', () => {
  it('renames and reassigns; its own name in other letters is allowed, another’s is not', async () => {
    const { status, body } = await send('PUT', '/api/apps/permissions/7', {
      name: 'Read Only',
      assignedTo: ['restricted-user', 'users'],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 7,
      name: 'Read Only',
      assignedTo: ['users', 'restricted-user'],
    });
    expect((await send('PUT', '/api/apps/permissions/7', { name: 'READ ONLY' })).status).toBe(200);
    expect(
      (await send('PUT', '/api/apps/permissions/7', { name: 'Management' })).body,
    ).toMatchObject({ errors: { name: ['Another permission already has this name'] } });
    expect((await send('PUT', '/api/apps/permissions/7', { assignedTo: [] })).body).toMatchObject({
      errors: { assignedTo: ['Choose at least one role'] },
    });
    expect(store.db().permissions[6]).toMatchObject({
      name: 'READ ONLY',
      assignedTo: ['users', 'restricted-user'],
    });
  });

  it('deletes with 204; an unknown id answers 404 "Permission not found" to both', async () => {
    expect((await send('DELETE', '/api/apps/permissions/1')).status).toBe(204);
    expect((await list()).permissions.map((p) => p.id)).not.toContain(1);
    const missing = {
      status: 404,
      body: { message: 'Permission not found', key: 'permissionNotFound' },
    };
    expect(await send('DELETE', '/api/apps/permissions/1')).toEqual(missing);
    expect(await send('PUT', '/api/apps/permissions/99', { name: 'Ghost' })).toEqual(missing);
  });
});
