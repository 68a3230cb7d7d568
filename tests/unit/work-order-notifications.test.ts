/**
 * The navbar's work notifications (issue 39.5): an assignee is told of their overdue orders,
 * those due today and those newly assigned, each leading to its order; nobody else's, nothing
 * closed, nothing twice.
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';

import type { WorkOrderListItem } from '@/api/types/work-orders';
import { englishText } from '@/i18n/english-text';
import { workOrders as workOrdersEn } from '@/i18n/locales/en/workOrders';
import { NOTIFICATIONS_PER_KIND } from '@/screens/home/device-notifications';
import {
  deriveWorkOrderNotifications,
  NEW_ASSIGNMENT_DAYS,
} from '@/screens/home/work-order-notifications';
import { DEFAULT_SCREEN_PATHS } from '@/screens/paths';
import { formatFor } from '@/screens/shared/format';

const t = englishText(workOrdersEn) as unknown as TFunction<'ee-workOrders'>;
const f = formatFor('en');
/** 2026-06-15, 09:00 UTC: the samples' "now". */
const at = Date.parse('2026-06-15T09:00:00.000Z');
const TECH = 3;
const options = { t, f, paths: DEFAULT_SCREEN_PATHS, at, userId: TECH };
/** Without the bidi isolation marks, as read. */
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

let serial = 0;
const order = (extra: Partial<WorkOrderListItem> = {}): WorkOrderListItem => {
  serial += 1;
  return {
    number: `WO-2026-${String(serial).padStart(5, '0')}`,
    title: 'Thermal scan of busbars',
    kind: 'inspection',
    priority: 'medium',
    status: 'open',
    deviceNumber: '24DC10001',
    deviceName: 'Server room cabinet 01',
    locationId: 21,
    locationName: 'Bay 1',
    assigneeId: TECH,
    assigneeName: 'Li Wei',
    dueDate: '2026-06-20',
    plannedStart: null,
    overdue: false,
    updatedAt: '2026-06-14T08:00:00.000Z',
    version: 1,
    ...extra,
  };
};
const daysAgo = (days: number) => new Date(at - days * 86_400_000).toISOString();

describe('deriveWorkOrderNotifications', () => {
  it('tells an overdue order with when it was due, leading to the order', () => {
    const late = order({ dueDate: '2026-06-12', overdue: true, status: 'in_progress' });
    const [n, ...rest] = deriveWorkOrderNotifications({ byDue: [late] }, options);
    expect(rest).toEqual([]);
    expect(plain(n.title)).toBe(`Work overdue: ${late.number}`);
    expect(n.time).toBe('Was due 3 days ago');
    expect(plain(n.text)).toBe('Thermal scan of busbars · 24DC10001 Server room cabinet 01');
    expect(n.to).toBe(`/work-orders/${late.number}`);
    expect(n.id).toBe(`wo-overdue:${late.number}:2026-06-12`);
    expect(n.tone).toBe('error');
  });

  it('tells an order due today, and not one due later', () => {
    const today = order({ dueDate: '2026-06-15' });
    const list = deriveWorkOrderNotifications(
      { byDue: [today, order({ dueDate: '2026-06-16' }), order({ dueDate: null })] },
      options,
    );
    expect(list.map((n) => [plain(n.title), n.time, n.tone])).toEqual([
      [`Due today: ${today.number}`, 'Due today', 'warning'],
    ]);
    expect(list[0].id).toBe(`wo-due:${today.number}:2026-06-15`);
  });

  it(`tells an order assigned in the last ${NEW_ASSIGNMENT_DAYS} days still to start, newest first`, () => {
    const fresh = order({ updatedAt: daysAgo(1), dueDate: '2026-07-01' });
    const request = order({ status: 'requested', updatedAt: daysAgo(2) });
    const old = order({ updatedAt: daysAgo(NEW_ASSIGNMENT_DAYS + 1) });
    const started = order({ status: 'in_progress', updatedAt: daysAgo(1) });
    const list = deriveWorkOrderNotifications({ recent: [fresh, request, old, started] }, options);
    expect(list.map((n) => plain(n.title))).toEqual([
      `Assigned to you: ${fresh.number}`,
      `Assigned to you: ${request.number}`,
    ]);
    expect(list[0].time).toBe('yesterday');
    expect(list[0].id).toBe(`wo-assigned:${fresh.number}:${TECH}`);
  });

  it('tells nobody else’s orders and nothing done or cancelled', () => {
    const list = deriveWorkOrderNotifications(
      {
        byDue: [
          order({ assigneeId: 1, dueDate: '2026-06-10', overdue: true }),
          order({ assigneeId: null, dueDate: '2026-06-15' }),
          order({ status: 'done', dueDate: '2026-06-15' }),
          order({ status: 'cancelled', dueDate: '2026-06-10' }),
        ],
        recent: [order({ assigneeId: 1, updatedAt: daysAgo(0) })],
      },
      options,
    );
    expect(list).toEqual([]);
  });

  it('tells an order once: overdue and newly assigned is told as overdue', () => {
    const both = order({ dueDate: '2026-06-14', overdue: true, updatedAt: daysAgo(0) });
    const list = deriveWorkOrderNotifications({ byDue: [both], recent: [both] }, options);
    expect(list.map((n) => n.id)).toEqual([`wo-overdue:${both.number}:2026-06-14`]);
  });

  it('shows at most the limit of each kind, the next taking a removed one’s place', () => {
    const late = Array.from({ length: NOTIFICATIONS_PER_KIND + 2 }, (_, i) =>
      order({ dueDate: `2026-06-0${i + 1}`, overdue: true }),
    );
    const shown = deriveWorkOrderNotifications({ byDue: late }, options);
    expect(shown.map((n) => n.to)).toEqual(
      late.slice(0, NOTIFICATIONS_PER_KIND).map((o) => `/work-orders/${o.number}`),
    );
    const removed = new Set([shown[0].id]);
    const next = deriveWorkOrderNotifications({ byDue: late }, { ...options, removed });
    expect(next.map((n) => n.to)).toEqual(
      late.slice(1, NOTIFICATIONS_PER_KIND + 1).map((o) => `/work-orders/${o.number}`),
    );
  });

  it('follows the host’s paths', () => {
    const [n] = deriveWorkOrderNotifications(
      { byDue: [order({ dueDate: '2026-06-15' })] },
      { ...options, paths: { ...DEFAULT_SCREEN_PATHS, workOrderDetail: '/maintenance/orders' } },
    );
    expect(n.to).toMatch(/^\/maintenance\/orders\/WO-2026-\d{5}$/);
  });
});
