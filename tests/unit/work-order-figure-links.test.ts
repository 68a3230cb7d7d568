/**
 * Home's maintenance figures lead to the work order list filtered by what each counts (issue
 * 39.6): the filters the list reads from its URL, checked against the list's own query schema and
 * the simulation's answer for the same filters.
 */
import { describe, expect, it } from 'vitest';

import { workOrderListQuery } from '@/api/contract/work-orders';
import { readParams } from '@/api/shared/params';
import { workOrderFigureLinks } from '@/screens/home/work-order-figure-links';

const links = workOrderFigureLinks('/work-orders');
const paramsOf = (href: string) => {
  const url = new URL(href, 'https://eem.example.com');
  return { path: url.pathname, params: url.searchParams };
};

describe('workOrderFigureLinks', () => {
  it('leads the backlog to the orders still to be worked, each priority to its own', () => {
    const backlog = paramsOf(links.backlog);
    expect(backlog.path).toBe('/work-orders');
    expect(backlog.params.get('status')?.split(',')).toEqual([
      'requested',
      'open',
      'in_progress',
      'on_hold',
    ]);
    expect(backlog.params.has('priority')).toBe(false);
    const urgent = paramsOf(links.priority.urgent).params;
    expect(urgent.get('priority')).toBe('urgent');
    expect(urgent.get('status')).toBe(backlog.params.get('status'));
    expect(paramsOf(links.priority.low).params.get('priority')).toBe('low');
  });

  it('leads overdue to the due filter, the rates to the kinds they are computed from', () => {
    expect(links.overdue).toBe('/work-orders?due=overdue');
    expect(paramsOf(links.pmCompliance).params.get('kind')).toBe('preventive,inspection');
    const mttr = paramsOf(links.mttr).params;
    expect(mttr.get('kind')).toBe('corrective,emergency');
    expect(mttr.get('status')).toBe('done');
  });

  it('gives only filters and values the list query accepts', () => {
    const hrefs = [
      links.backlog,
      links.overdue,
      links.pmCompliance,
      links.mttr,
      links.downtime,
      ...Object.values(links.priority),
    ];
    for (const href of hrefs) {
      const { params } = paramsOf(href);
      // Read as the simulation and the server read a list's parameters.
      const parsed = readParams(workOrderListQuery, params);
      for (const [key, value] of params) {
        const got: unknown = parsed[key as keyof typeof parsed];
        // Nothing dropped: a value the query does not know is ignored, not refused.
        expect(got, `${href}: ${key}`).toEqual(Array.isArray(got) ? value.split(',') : value);
      }
    }
  });

  it('keeps a host’s own list path', () => {
    expect(workOrderFigureLinks('/maintenance/orders').overdue).toBe(
      '/maintenance/orders?due=overdue',
    );
  });
});
