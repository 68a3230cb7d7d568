/** The orders list's search finds an order number written as the list shows it ("#5401"). */
import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { listOrders } from '@/api/mock/queries/ecommerce';

const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const search = (q: string) =>
  listOrders(db, new URLSearchParams({ q, itemsPerPage: '-1' })).orders.map((o) => o.id);

describe('listOrders search', () => {
  it('finds an order by its number with or without the "#" the list shows', () => {
    const o = db.orders[12];
    expect(search(String(o.order))).toEqual([o.id]);
    expect(search(`#${o.order}`)).toEqual([o.id]);
    expect(search(` #${o.order} `)).toEqual([o.id]);
  });

  it('reads "#" as the start of the number', () => {
    const o = db.orders[12];
    const tail = String(o.order).slice(1);
    expect(search(`#${tail}`).filter((id) => id === o.id)).toEqual([]);
  });
});
