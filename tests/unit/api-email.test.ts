import { describe, expect, it } from 'vitest';

import { createMockDb } from '@/api/mock/db';
import { listEmails, sendEmail, sizeText } from '@/api/mock/queries/email';
import type {
  Email,
  EmailComposeResponse,
  EmailListResponse,
  EmailUpdateResponse,
} from '@/api/types/email';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();

const list = (qs = '') => call<EmailListResponse>(`/api/apps/email?${qs}`).then((r) => r.body);
const post = (body: unknown) =>
  call<EmailUpdateResponse & { errors?: Record<string, string[]> }>('/api/apps/email', {
    method: 'POST',
    body,
  });
const ids = (emails: Email[]) => emails.map((e) => e.id).sort((a, b) => a - b);

describe('GET /api/apps/email', () => {
  it('defaults to the inbox without deleted mail, newest first', async () => {
    const db = store.db();
    const body = await list();
    expect(ids(body.emails)).toEqual(
      ids(db.emails.filter((e) => e.folder === 'inbox' && !e.isDeleted)),
    );
    const times = body.emails.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows trashed, starred and each folder by the rules of §7', async () => {
    const db = store.db();
    expect(ids((await list('filter=trashed')).emails)).toEqual(
      ids(db.emails.filter((e) => e.isDeleted)),
    );
    expect((await list('filter=trashed')).emails.length).toBeGreaterThan(0);
    expect(ids((await list('filter=starred')).emails)).toEqual(
      ids(db.emails.filter((e) => e.isStarred && !e.isDeleted)),
    );
    for (const folder of ['draft', 'spam', 'sent']) {
      const got = (await list(`filter=${folder}`)).emails;
      expect(ids(got)).toEqual(ids(db.emails.filter((e) => e.folder === folder && !e.isDeleted)));
      expect(got.length).toBeGreaterThan(0);
    }
  });

  it('filters by label across folders, and searches sender name or subject', async () => {
    const db = store.db();
    expect(ids((await list('label=important')).emails)).toEqual(
      ids(db.emails.filter((e) => e.labels.includes('important') && !e.isDeleted)),
    );
    const subject = db.emails[0].subject;
    const bySubject = await list(
      `filter=${db.emails[0].folder}&q=${encodeURIComponent(subject.toUpperCase())}`,
    );
    expect(
      bySubject.emails.every(
        (e) => e.subject === subject || e.from.name.toLowerCase().includes(subject.toLowerCase()),
      ),
    ).toBe(true);
    expect(bySubject.emails.map((e) => e.id)).toContain(db.emails[0].id);
    const sender = db.emails.find((e) => e.folder === 'inbox' && !e.isDeleted)!;
    expect(
      (await list(`q=${encodeURIComponent(sender.from.name)}`)).emails.map((e) => e.id),
    ).toContain(sender.id);
  });

  it('ignores a filter or label the document does not list (issue 36: enums in the document; SPEC lenient filters)', async () => {
    expect(ids((await list('filter=nope')).emails)).toEqual(ids((await list()).emails));
    expect(ids((await list('label=nope')).emails)).toEqual(ids((await list()).emails));
    const doc = (await import('@/api/openapi.json')).default as unknown as {
      paths: Record<
        string,
        { get: { parameters: Array<{ name: string; schema: { enum?: string[] } }> } }
      >;
    };
    const params = doc.paths['/api/apps/email'].get.parameters;
    expect(params.find((p) => p.name === 'filter')?.schema.enum).toEqual(
      expect.arrayContaining(['trashed', 'starred', 'inbox', 'draft', 'spam', 'sent']),
    );
    expect(params.find((p) => p.name === 'label')?.schema.enum).toEqual(
      expect.arrayContaining(['personal', 'important']),
    );
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
    expect((await post({ ids: [1], data: { isRead: 'yes' } })).body.errors).toEqual({
      'data.isRead': ['Must be true or false'],
    });
    expect((await post({ ids: [1], data: { folder: 'archive' } })).body.errors).toHaveProperty([
      'data.folder',
    ]);
    expect((await post({ ids: [1], data: 'x' })).body.errors).toHaveProperty('data');
    expect((await post(null)).status).toBe(400);
  });

  it('checks every kind of change: folders, booleans and label values; a body that changes nothing is a 400', async () => {
    for (const folder of ['inbox', 'draft', 'spam', 'sent'])
      expect((await post({ ids: [1], data: { folder } })).status).toBe(200);
    expect((await post({ ids: [1], data: { folder: 'trash' } })).body.errors).toHaveProperty([
      'data.folder',
    ]);
    expect((await post({ ids: [1], data: { isStarred: 1 } })).body.errors).toHaveProperty([
      'data.isStarred',
    ]);
    expect((await post({ ids: [1], data: { isDeleted: null } })).body.errors).toHaveProperty([
      'data.isDeleted',
    ]);
    expect(
      (await post({ ids: [1], data: { labels: ['important', 'secret'] } })).body.errors,
    ).toHaveProperty(['data.labels']);
    expect((await post({ ids: [1], data: {} })).body.errors).toEqual({ data: ['Required'] });
    expect((await post({ ids: [1] })).body.errors).toEqual({ data: ['Required'] });
    expect((await post({ ids: [], label: 'company' })).body.errors).toHaveProperty('ids');
    expect((await post({ ids: [1.5], label: 'company' })).body.errors).toHaveProperty('ids');
  });

  it('refuses an unknown id with 404 and changes none of the others', async () => {
    const before = store.db().emails.find((e) => e.id === 1)!.isRead;
    const answer = await post({ ids: [1, 99_999], data: { isRead: !before } });
    expect(answer).toEqual({
      status: 404,
      body: { message: 'E-mail not found', key: 'emailNotFound' },
    });
    expect(store.db().emails.find((e) => e.id === 1)!.isRead).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await call('/api/apps/email', { method: 'POST', raw: '{"ids": [1' });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'The request body must be a JSON object', key: 'bodyNotObject' },
    });
  });

  it('moves an e-mail to spam and labels it: the spam folder and the label view find it by subject', async () => {
    const target = (await list()).emails.find((e) => !e.labels.includes('important'))!;
    await post({ ids: [target.id], label: 'important' });
    await post({ ids: [target.id], data: { folder: 'spam' } });
    expect((await list()).emails.map((e) => e.id)).not.toContain(target.id);
    const found = (await list(`filter=spam&q=${encodeURIComponent(target.subject)}`)).emails;
    expect(found.map((e) => e.id)).toEqual([target.id]);
    expect(found[0].labels).toContain('important');
    expect((await list('label=important')).emails.map((e) => e.id)).toContain(target.id);
  });
});

const send = (body: unknown) =>
  call<EmailComposeResponse & { errors?: Record<string, string[]>; message?: string }>(
    '/api/apps/email/send',
    { method: 'POST', body },
  );
const draft = (body: unknown) =>
  call<EmailComposeResponse & { errors?: Record<string, string[]>; message?: string }>(
    '/api/apps/email/draft',
    { method: 'POST', body },
  );

describe('POST /api/apps/email/send', () => {
  it('stores the mail in sent, from the owner, named recipients, attachment sizes as text', async () => {
    const known = store.db().emails.find((e) => e.folder === 'inbox')!.from;
    const answer = await send({
      to: [known.email, 'new.person@example.com'],
      cc: ['office@example.com'],
      subject: 'Outage plan',
      message: '<p>See the <strong>plan</strong>.</p>',
      attachments: [
        { fileName: 'plan.pdf', size: 2_621_440 },
        { fileName: 'notes.txt', size: 2048 },
      ],
    });
    expect(answer.status).toBe(201);
    const sent = answer.body.email;
    expect(sent).toMatchObject({
      folder: 'sent',
      isRead: true,
      isDeleted: false,
      subject: 'Outage plan',
      cc: ['office@example.com'],
      bcc: [],
      from: { email: 'admin@demo.com', name: 'John Doe' },
    });
    expect(sent.to).toEqual([
      known.email === 'new.person@example.com' ? known : { email: known.email, name: known.name },
      { email: 'new.person@example.com', name: 'new.person' },
    ]);
    expect(sent.attachments.map((a) => [a.fileName, a.size])).toEqual([
      ['plan.pdf', '2.5mb'],
      ['notes.txt', '2kb'],
    ]);
    expect(Date.parse(sent.time)).toBeGreaterThanOrEqual(Date.parse(store.db().meta.now));
    const inSent = (await list('filter=sent&q=Outage%20plan')).emails;
    expect(inSent.map((e) => e.id)).toEqual([sent.id]);
    expect((await list('filter=sent')).emails[0].id).toBe(sent.id);
    expect(new Set(store.db().emails.map((e) => e.id)).size).toBe(store.db().emails.length);
  });

  it('refuses a mail without recipients, with a bad address, or with neither subject nor text', async () => {
    const before = store.db().emails.length;
    expect((await send({ subject: 'Hi', message: '<p>x</p>' })).body.errors).toEqual({
      to: ['Add at least one recipient'],
    });
    expect((await send({ to: ['not-an-address'], subject: 'Hi' })).body.errors).toEqual({
      to: ['Enter a valid e-mail address'],
    });
    expect(
      (await send({ to: ['a@example.com'], cc: ['b@example.com', 'bad@'], subject: 'Hi' })).body
        .errors,
    ).toEqual({ cc: ['Enter a valid e-mail address'] });
    // An editor's empty paragraph is no message.
    expect(
      (await send({ to: ['a@example.com'], subject: '  ', message: '<p></p><p>&nbsp;</p>' })).body
        .errors,
    ).toEqual({ subject: ['Write a subject or a message'] });
    expect((await send({ to: ['a@example.com'], subject: 'x'.repeat(201) })).body.errors).toEqual({
      subject: ['Enter at most 200 characters'],
    });
    expect(
      (
        await send({
          to: ['a@example.com'],
          subject: 'Big',
          attachments: [{ fileName: 'big.zip', size: 11 * 1024 * 1024 }],
        })
      ).body.errors,
    ).toEqual({ 'attachments.0.size': ['A file may be at most 10 MB'] });
    expect((await send({ to: 'a@example.com', subject: 'Hi' })).status).toBe(400);
    expect(store.db().emails.length).toBe(before);
    // Bcc alone is a recipient; a picture alone is a message.
    expect(
      (
        await send({
          bcc: ['a@example.com'],
          message: '<p><img src="https://example.com/x.png"></p>',
        })
      ).status,
    ).toBe(201);
  });

  it('sends a draft: it leaves draft for sent, keeping its id', async () => {
    const d = store.db().emails.find((e) => e.folder === 'draft' && !e.isDeleted)!;
    const drafts = (await list('filter=draft')).emails.length;
    const answer = await send({
      draftId: d.id,
      to: ['a@example.com'],
      subject: d.subject,
      message: d.message,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.email).toMatchObject({ id: d.id, folder: 'sent' });
    expect((await list('filter=draft')).emails.length).toBe(drafts - 1);
    expect((await list('filter=sent')).emails[0].id).toBe(d.id);
    // Sent once: the draft is gone, so sending it again is refused.
    expect(await send({ draftId: d.id, to: ['a@example.com'], subject: 'again' })).toMatchObject({
      status: 404,
      body: { key: 'draftNotFound' },
    });
    expect(await send({ draftId: 1, to: ['a@example.com'], subject: 'not a draft' })).toMatchObject(
      { status: 404, body: { key: 'draftNotFound' } },
    );
  });

  it('adds a reply to the thread of the mail it answers', async () => {
    const original = (await list()).emails[0];
    const replies = original.replies.length;
    const answer = await send({
      inReplyTo: original.id,
      to: [original.from.email],
      subject: `Re: ${original.subject}`,
      message: '<p>Thanks</p>',
    });
    expect(answer.status).toBe(201);
    const after = (await list()).emails.find((e) => e.id === original.id)!;
    expect(after.replies).toHaveLength(replies + 1);
    expect(after.replies.at(-1)).toMatchObject({
      id: answer.body.email.id,
      message: '<p>Thanks</p>',
      folder: 'sent',
    });
    expect(await send({ inReplyTo: 99_999, to: ['a@example.com'], subject: 'x' })).toMatchObject({
      status: 404,
      body: { key: 'emailNotFound' },
    });
  });
});

describe('POST /api/apps/email/draft', () => {
  it('keeps a new draft, then changes it in place', async () => {
    const first = await draft({ to: ['a@example.com'], subject: 'Half written' });
    expect(first.status).toBe(200);
    expect(first.body.email).toMatchObject({ folder: 'draft', subject: 'Half written' });
    const id = first.body.email.id;
    expect((await list('filter=draft')).emails.map((e) => e.id)).toContain(id);
    const meta = (await list()).emailsMeta.draft;
    const second = await draft({
      draftId: id,
      to: ['a@example.com', 'b@example.com'],
      subject: 'Now complete',
      message: '<p>Body</p>',
    });
    expect(second.body.email).toMatchObject({
      id,
      subject: 'Now complete',
      message: '<p>Body</p>',
    });
    expect(second.body.email.to.map((t) => t.email)).toEqual(['a@example.com', 'b@example.com']);
    expect((await list()).emailsMeta.draft).toBe(meta);
  });

  it('needs something written and valid addresses, not a recipient', async () => {
    expect((await draft({})).body.errors).toEqual({
      subject: ['Write something before saving a draft'],
    });
    expect((await draft({ to: ['nope'] })).body.errors).toEqual({
      to: ['Enter a valid e-mail address'],
    });
    expect((await draft({ message: '<p>Only a body</p>' })).status).toBe(200);
    expect((await draft({ draftId: 99_999, subject: 'x' })).status).toBe(404);
  });
});

describe('the pure functions', () => {
  it('write sizes as the samples do', () => {
    expect([
      sizeText(5 * 1024 * 1024),
      sizeText(340 * 1024),
      sizeText(900),
      sizeText(1_572_864),
    ]).toEqual(['5mb', '340kb', '900b', '1.5mb']);
  });

  it('date a sent mail at the pinned write time, never before the samples', () => {
    const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
    const outcome = sendEmail(db, { to: ['a@example.com'], subject: 'x' });
    expect(outcome.ok && outcome.value.email.time >= '2026-06-15T09:00:00.000Z').toBe(true);
    expect(listEmails(db, new URLSearchParams('filter=sent')).emails[0].subject).toBe('x');
  });
});

describe('the samples', () => {
  it('have distinct subjects, threads, attachments and the three hostile bodies in inbox or spam', () => {
    const { emails } = createMockDb({ now: '2026-06-15T09:00:00Z' });
    expect(new Set(emails.map((e) => e.subject)).size).toBe(emails.length);
    expect(emails.some((e) => e.replies.length > 1)).toBe(true);
    expect(emails.some((e) => e.attachments.length > 1)).toBe(true);
    const hostile = emails.filter((e) => /<script|onerror=|javascript:/i.test(e.message));
    expect(hostile).toHaveLength(3);
    for (const e of hostile) expect(['inbox', 'spam']).toContain(e.folder);
    const ids = emails.flatMap((e) => [e.id, ...e.replies.map((r) => r.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
