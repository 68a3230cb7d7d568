import { describe, expect, it } from 'vitest';
import { call, startMockServer } from './support/mock-server';
import type { Email, EmailListResponse, EmailUpdateResponse } from '../../src/api/types/email';

const store = startMockServer();

const list = (qs = '') => call<EmailListResponse>(`/api/apps/email?${qs}`).then((r) => r.body);
const post = (body: unknown) => call<EmailUpdateResponse & { errors?: Record<string, string[]> }>('/api/apps/email', { method: 'POST', body });
const ids = (emails: Email[]) => emails.map((e) => e.id).sort((a, b) => a - b);

describe('GET /api/apps/email', () => {
  it('defaults to the inbox without deleted mail, newest first', async () => {
    const db = store.db();
    const body = await list();
    expect(ids(body.emails)).toEqual(ids(db.emails.filter((e) => e.folder === 'inbox' && !e.isDeleted)));
    const times = body.emails.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows trashed, starred and each folder by the rules of §7', async () => {
    const db = store.db();
    expect(ids((await list('filter=trashed')).emails)).toEqual(ids(db.emails.filter((e) => e.isDeleted)));
    expect((await list('filter=trashed')).emails.length).toBeGreaterThan(0);
    expect(ids((await list('filter=starred')).emails)).toEqual(ids(db.emails.filter((e) => e.isStarred && !e.isDeleted)));
    for (const folder of ['draft', 'spam', 'sent']) {
      const got = (await list(`filter=${folder}`)).emails;
      expect(ids(got)).toEqual(ids(db.emails.filter((e) => e.folder === folder && !e.isDeleted)));
      expect(got.length).toBeGreaterThan(0);
    }
  });

  it('filters by label across folders, and searches sender name or subject', async () => {
    const db = store.db();
    expect(ids((await list('label=important')).emails)).toEqual(ids(db.emails.filter((e) => e.labels.includes('important') && !e.isDeleted)));
    const subject = db.emails[0].subject;
    const bySubject = await list(`filter=${db.emails[0].folder}&q=${encodeURIComponent(subject.toUpperCase())}`);
    expect(bySubject.emails.every((e) => e.subject === subject || e.from.name.toLowerCase().includes(subject.toLowerCase()))).toBe(true);
    expect(bySubject.emails.map((e) => e.id)).toContain(db.emails[0].id);
    const sender = db.emails.find((e) => e.folder === 'inbox' && !e.isDeleted)!;
    expect((await list(`q=${encodeURIComponent(sender.from.name)}`)).emails.map((e) => e.id)).toContain(sender.id);
  });

  it('counts unread inbox, all drafts and unread spam', async () => {
    const db = store.db();
    const meta = (await list()).emailsMeta;
    expect(meta).toEqual({
      inbox: db.emails.filter((e) => e.folder === 'inbox' && !e.isRead && !e.isDeleted).length,
      draft: db.emails.filter((e) => e.folder === 'draft').length,
      spam: db.emails.filter((e) => e.folder === 'spam' && !e.isRead && !e.isDeleted).length,
    });
    expect(meta.inbox).toBeGreaterThan(0);
  });
});

describe('POST /api/apps/email', () => {
  it('toggles a label on the chosen e-mails (200) and back', async () => {
    const db = store.db();
    const target = db.emails.find((e) => !e.labels.includes('company'))!;
    const on = await post({ ids: [target.id], label: 'company' });
    expect(on.status).toBe(200);
    expect(on.body.emails[0].labels).toContain('company');
    expect((await list('label=company')).emails.map((e) => e.id)).toContain(target.id);
    await post({ ids: target.id, label: 'company' });
    expect(store.db().emails.find((e) => e.id === target.id)!.labels).not.toContain('company');
  });

  it('marks read, stars and trashes; the next read and the counts show it', async () => {
    const inbox = (await list()).emails.filter((e) => !e.isRead);
    const before = (await list()).emailsMeta.inbox;
    await post({ ids: inbox.map((e) => e.id), data: { isRead: true } });
    expect((await list()).emailsMeta.inbox).toBe(before - inbox.length);
    const first = (await list()).emails[0];
    await post({ ids: [first.id], data: { isDeleted: true, isStarred: true } });
    expect((await list()).emails.map((e) => e.id)).not.toContain(first.id);
    expect((await list('filter=trashed')).emails.map((e) => e.id)).toContain(first.id);
    expect((await list('filter=starred')).emails.map((e) => e.id)).not.toContain(first.id);
  });

  it('answers 400 field errors for bad ids, label or data', async () => {
    expect((await post({ label: 'company' })).status).toBe(400);
    expect((await post({ ids: ['x'], label: 'company' })).body.errors).toHaveProperty('ids');
    expect((await post({ ids: [1], label: 'secret' })).body.errors).toHaveProperty('label');
    expect((await post({ ids: [1], data: { isRead: 'yes' } })).body.errors).toEqual({ 'data.isRead': ['Must be true or false'] });
    expect((await post({ ids: [1], data: { folder: 'archive' } })).body.errors).toHaveProperty(['data.folder']);
    expect((await post({ ids: [1], data: 'x' })).body.errors).toHaveProperty('data');
    expect((await post(null)).status).toBe(400);
  });
});
