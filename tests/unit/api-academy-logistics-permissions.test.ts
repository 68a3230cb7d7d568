/**
 * Logistics vehicles and permissions lists (the academy's calls are tested in api-academy.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { listVehicles } from '@/api/mock/queries/logistics';
import { listPermissions } from '@/api/mock/queries/permissions';

const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const qs = (s: string) => new URLSearchParams(s);
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
type V = string | number;
const cmp = (a: V, b: V) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
const ordered = (values: V[], dir: 'asc' | 'desc') =>
  [...values].sort((a, b) => cmp(a, b) * (dir === 'desc' ? -1 : 1));

describe('logistics vehicles', () => {
  it('answers vehicles and totalVehicles', () => {
    const r = listVehicles(db, qs('itemsPerPage=abc'));
    expect(r.totalVehicles).toBe(25);
    expect(r.vehicles).toHaveLength(10);
    expect(listVehicles(db, qs('page=3')).vehicles).toHaveLength(5);
  });
  const keys = {
    location: (v: (typeof db.vehicles)[number]) => v.location,
    startRoute: (v: (typeof db.vehicles)[number]) => v.startCity,
    endRoute: (v: (typeof db.vehicles)[number]) => v.endCity,
    warnings: (v: (typeof db.vehicles)[number]) => v.warnings,
    progress: (v: (typeof db.vehicles)[number]) => v.progress,
  };
  for (const [key, get] of Object.entries(keys)) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`sorts by ${key} ${dir}`, () => {
        const values = listVehicles(
          db,
          qs(`sortBy=${key}&orderBy=${dir}&itemsPerPage=-1`),
        ).vehicles.map((v) => get(v) as V);
        expect(values).toEqual(ordered(values, dir));
      });
    }
  }
});

describe('permissions', () => {
  it('answers permissions and totalPermissions', () => {
    const r = listPermissions(db, qs(''));
    expect(r.totalPermissions).toBe(9);
    expect(r.permissions).toHaveLength(9);
  });
  it('searches name, created date, or the start of a role name', () => {
    expect(listPermissions(db, qs('q=billing')).permissions.map((p) => p.name)).toEqual([
      'Manage Billing & Roles',
    ]);
    const date = db.permissions[2].createdDate.slice(0, 6);
    expect(
      listPermissions(db, qs(`q=${encodeURIComponent(date)}`)).permissions.map((p) => p.id),
    ).toContain(3);
    // "restr" starts a role name: only the permissions shared with restricted-user.
    expect(listPermissions(db, qs('q=restr')).permissions.map((p) => p.name)).toEqual(
      db.permissions.filter((p) => p.assignedTo.includes('restricted-user')).map((p) => p.name),
    );
    // "user" starts "users" but only ends "restricted-user": start-of-role matching.
    expect(listPermissions(db, qs('q=ricted')).totalPermissions).toBe(0);
    expect(listPermissions(db, qs('q=ADMIN')).totalPermissions).toBe(9);
  });
  it('reads a role name as English shows it: a hyphen is a space ("Restricted user")', () => {
    const restricted = db.permissions
      .filter((p) => p.assignedTo.includes('restricted-user'))
      .map((p) => p.name);
    expect(restricted.length).toBeGreaterThan(0);
    for (const q of ['Restricted user', 'restricted us', 'RESTRICTED USER', 'restricted-user']) {
      expect(
        listPermissions(db, qs(`q=${encodeURIComponent(q)}`)).permissions.map((p) => p.name),
      ).toEqual(restricted);
    }
    // Still the start of the name, not a word inside it.
    expect(listPermissions(db, qs(`q=${encodeURIComponent('ricted user')}`)).totalPermissions).toBe(
      0,
    );
  });
  for (const dir of ['asc', 'desc'] as const) {
    it(`sorts by name ${dir}`, () => {
      const names = listPermissions(db, qs(`sortBy=name&orderBy=${dir}`)).permissions.map(
        (p) => p.name,
      );
      expect(names).toEqual(ordered(names, dir));
    });
  }
});
