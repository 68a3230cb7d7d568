import { describe, expect, it } from 'vitest';

import { addEvent } from '@/api/mock/queries/calendar';
import { createMockStore } from '@/api/mock/store';
import type { CalendarEvent } from '@/api/types/calendar';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

const json = (method: string, body: unknown) => ({ method, body });
const events = (qs = '') => call<CalendarEvent[]>(`/api/apps/calendar${qs}`).then((r) => r.body);

describe('calendar', () => {
  it('answers the events of the listed categories (repeated or comma-separated)', async () => {
    const db = store.db();
    const wanted = db.calendarEvents
      .filter((e) => ['Business', 'Holiday'].includes(e.extendedProps.calendar))
      .map((e) => e.id);
    expect((await events('?calendars=Business&calendars=Holiday')).map((e) => e.id)).toEqual(
      wanted,
    );
    expect((await events('?calendars=Business,Holiday')).map((e) => e.id)).toEqual(wanted);
    expect(await events('?calendars=Nope')).toEqual([]);
    expect(await events()).toHaveLength(10);
  });

  it('adds an event with last id + 1 and answers it', async () => {
    const { status, body } = await call<CalendarEvent>(
      '/api/apps/calendar',
      json('POST', {
        title: 'Inspect 24DC10001',
        start: '2026-06-20T09:00:00Z',
        extendedProps: { calendar: 'ETC' },
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 11,
      title: 'Inspect 24DC10001',
      start: '2026-06-20T09:00:00Z',
      end: '2026-06-20T09:00:00Z',
      allDay: false,
      extendedProps: { calendar: 'ETC' },
    });
    expect((await events('?calendars=ETC')).map((e) => e.id)).toContain(11);
  });

  it('numbers the first event of an empty calendar 1 (count plus one)', () => {
    const db = { calendarEvents: [] as CalendarEvent[] };
    const r = addEvent(db, { title: 'A', start: '2026-06-01' });
    expect(r.ok && r.value.id).toBe(1);
  });

  it('rejects an event without title or start with 400 field errors', async () => {
    const { status, body } = await call('/api/apps/calendar', json('POST', { allDay: 'yes' }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { title: ['Required'], start: ['Required'], allDay: ['Must be true or false'] },
    });
    expect(
      (await call('/api/apps/calendar', json('POST', { title: 'x', start: 'tomorrow-ish' })))
        .status,
    ).toBe(400);
    expect(
      (
        await call(
          '/api/apps/calendar',
          json('POST', { title: 'x', start: '2026-06-01', extendedProps: { calendar: 'Work' } }),
        )
      ).body,
    ).toMatchObject({
      errors: { 'extendedProps.calendar': ['Choose one of the listed values'] },
    });
    expect(await events()).toHaveLength(10);
  });

  for (const method of ['PUT', 'PATCH']) {
    it(`merges a ${method} payload into the event and answers 200 with it`, async () => {
      const { status, body } = await call<CalendarEvent>(
        '/api/apps/calendar/3',
        json(method, { title: 'Moved', extendedProps: { location: 'Site B' } }),
      );
      expect(status).toBe(200);
      const original = createOriginal(3);
      expect(body).toEqual({
        ...original,
        title: 'Moved',
        extendedProps: { ...original.extendedProps, location: 'Site B' },
      });
      expect((await events()).find((e) => e.id === 3)!.title).toBe('Moved');
    });
  }

  it('answers 400 "Something Went Wrong" to update or delete of an unknown id', async () => {
    const expected = {
      status: 400,
      body: { message: 'Something Went Wrong', key: 'calendarFailed' },
    };
    expect(await call('/api/apps/calendar/99', json('PUT', { title: 'x' }))).toEqual(expected);
    expect(await call('/api/apps/calendar/99', json('PATCH', { title: 'x' }))).toEqual(expected);
    expect(await call('/api/apps/calendar/99', { method: 'DELETE' })).toEqual(expected);
    expect(await call('/api/apps/calendar/abc', { method: 'DELETE' })).toEqual(expected);
  });

  it('rejects an update with a bad field and keeps the event', async () => {
    const { status } = await call('/api/apps/calendar/2', json('PATCH', { title: '' }));
    expect(status).toBe(400);
    expect((await call('/api/apps/calendar/2', json('PATCH', [1, 2]))).status).toBe(400);
    expect((await events()).find((e) => e.id === 2)!.title).toBe(createOriginal(2).title);
  });

  it('deletes with 204 and the event is gone', async () => {
    const res = await call('/api/apps/calendar/4', { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await events()).map((e) => e.id)).not.toContain(4);
  });

  it('refuses an event that ends before it starts, on the end field', async () => {
    const post = (body: unknown) =>
      call<{ errors: Record<string, string[]> }>('/api/apps/calendar', json('POST', body));
    expect(
      (await post({ title: 'x', start: '2026-06-20T10:00:00Z', end: '2026-06-20T09:00:00Z' })).body
        .errors,
    ).toEqual({ end: ['Must not be before the start'] });
    expect(
      (await post({ title: 'x', start: '2026-06-20', end: '2026-06-19', allDay: true })).body
        .errors,
    ).toEqual({ end: ['Must not be before the start'] });
    expect(
      (await post({ title: 'x', start: '2026-06-20', end: '2026-06-21', allDay: true })).status,
    ).toBe(201);
    // Checked on the event as the change would leave it: a new start after the stored end is
    // refused.
    const { status, body } = await call<{ errors: Record<string, string[]> }>(
      '/api/apps/calendar/1',
      json('PATCH', { start: '2026-07-01T09:00:00Z' }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ end: ['Must not be before the start'] });
    expect((await events()).find((e) => e.id === 1)).toEqual(createOriginal(1));
    // A move sends both ends: saved.
    const moved = await call<CalendarEvent>(
      '/api/apps/calendar/1',
      json('PATCH', { start: '2026-06-14T16:00:00.000Z', end: '2026-06-14T17:30:00.000Z' }),
    );
    expect(moved.body).toMatchObject({
      start: '2026-06-14T16:00:00.000Z',
      end: '2026-06-14T17:30:00.000Z',
    });
  });

  it('takes an all-day event whose end is its start as that one day (stored ending the next day)', async () => {
    const post = (body: unknown) => call<CalendarEvent>('/api/apps/calendar', json('POST', body));
    const oneDay = await post({
      title: 'Shutdown day',
      start: '2026-06-20',
      end: '2026-06-20',
      allDay: true,
    });
    expect(oneDay.status).toBe(201);
    expect(oneDay.body).toMatchObject({ start: '2026-06-20', end: '2026-06-21', allDay: true });
    // Without an end, too (the default is the start).
    expect(
      (await post({ title: 'Holiday', start: '2026-12-31', allDay: true })).body,
    ).toMatchObject({ start: '2026-12-31', end: '2027-01-01' });
    // An edit to one day, by the end or by an emptied end.
    const id = oneDay.body.id;
    const patched = await call<CalendarEvent>(
      `/api/apps/calendar/${id}`,
      json('PATCH', { start: '2026-06-22', end: '2026-06-22' }),
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ start: '2026-06-22', end: '2026-06-23' });
    const emptied = await call<CalendarEvent>(
      `/api/apps/calendar/${id}`,
      json('PATCH', { end: '' }),
    );
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ start: '2026-06-22', end: '2026-06-23' });
  });

  it('takes a timed event whose end is its start as an instant, as it does an event given no end', async () => {
    const instant = await call<CalendarEvent>(
      '/api/apps/calendar',
      json('POST', {
        title: 'Call the grid operator',
        start: '2026-06-20T10:00:00Z',
        end: '2026-06-20T10:00:00Z',
      }),
    );
    expect(instant.status).toBe(201);
    expect(instant.body).toMatchObject({
      start: '2026-06-20T10:00:00Z',
      end: '2026-06-20T10:00:00Z',
      allDay: false,
    });
    // An emptied end on an update ends it at its start, as on a create (it was refused).
    const emptied = await call<CalendarEvent>('/api/apps/calendar/1', json('PATCH', { end: '' }));
    expect(emptied.status).toBe(200);
    expect(emptied.body.end).toBe(emptied.body.start);
  });

  it('takes http and https addresses only', async () => {
    const post = (url: string) =>
      call<{ errors?: Record<string, string[]> }>(
        '/api/apps/calendar',
        json('POST', { title: 'x', start: '2026-06-20', url }),
      );
    for (const url of ['javascript:alert(1)', 'ftp://example.com', 'www.example.com', 'https://'])
      expect((await post(url)).body.errors, url).toEqual({
        url: ['Enter a web address starting with http:// or https://'],
      });
    expect((await post('https://meet.example.com/abc')).status).toBe(201);
    expect((await post('')).status).toBe(201);
  });

  it('keeps guests, location and description, with their limits', async () => {
    const body = {
      title: 'Site walk',
      start: '2026-06-22T08:00:00Z',
      end: '2026-06-22T09:00:00Z',
      extendedProps: {
        calendar: 'Business',
        guests: ['Noah Patel'],
        location: 'Yard',
        description: 'Bring PPE.',
      },
    };
    const { status, body: saved } = await call<CalendarEvent>(
      '/api/apps/calendar',
      json('POST', body),
    );
    expect(status).toBe(201);
    expect(saved.extendedProps).toEqual(body.extendedProps);
    const tooLong = await call<{ errors: Record<string, string[]> }>(
      '/api/apps/calendar',
      json('POST', { ...body, title: 'x'.repeat(121) }),
    );
    expect(tooLong.body.errors).toEqual({ title: ['Enter at most 120 characters'] });
  });
});

/** The untouched sample event, from a fresh database. */
function createOriginal(id: number): CalendarEvent {
  return createMockStore({ now: '2026-06-15T09:00:00Z' })
    .db()
    .calendarEvents.find((e) => e.id === id)!;
}
