/**
 * Issue 35.17: what each column is in a row's card, by its meta or by the defaults every table
 * gets.
 */
import { describe, expect, it } from 'vitest';

import { cardRoles } from '@/components/table/card-roles';
import type { DataTableCardRole } from '@/components/table/columns';

const column = (id: string, card?: DataTableCardRole) => ({
  id,
  columnDef: { meta: card ? { card } : {} },
});

describe('cardRoles', () => {
  it('makes the first column the title, `status` the status and the rest fields, when no column says', () => {
    const roles = cardRoles([column('id'), column('name'), column('status'), column('site')]);
    expect(Object.fromEntries(roles)).toEqual({
      id: 'title',
      name: 'field',
      status: 'status',
      site: 'field',
    });
  });

  it("keeps each column's own role, and the defaults give way to the roles the columns claim", () => {
    const roles = cardRoles([
      column('code', 'status'),
      column('name', 'title'),
      column('status'),
      column('updated', 'hidden'),
    ]);
    expect(Object.fromEntries(roles)).toEqual({
      code: 'status',
      name: 'title',
      status: 'field',
      updated: 'hidden',
    });
  });

  it('gives the title to the first column without a role of its own', () => {
    const roles = cardRoles([
      column('select', 'hidden'),
      column('number'),
      column('name', 'subtitle'),
    ]);
    expect(Object.fromEntries(roles)).toEqual({
      select: 'hidden',
      number: 'title',
      name: 'subtitle',
    });
  });

  it('has nothing to say of no columns', () => {
    expect(cardRoles([]).size).toBe(0);
  });
});
