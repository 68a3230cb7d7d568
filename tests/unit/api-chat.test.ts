import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMockStore } from '@/api/mock/store';
import {
  MESSAGE_DELIVERED_AFTER_MS,
  MESSAGE_SEEN_AFTER_MS,
  type ChatProfileUser,
  type ChatResponse,
  type ChatsAndContactsResponse,
  type SendMessageResponse,
} from '@/api/types/chat';
import { setClock } from '@/lib/clock';

import { call, startMockServer } from './support/mock-server';

const store = startMockServer();
beforeAll(() => setClock('2026-06-15T10:00:00Z'));
afterAll(() => setClock(null));

const send = (userId: number | string, body: unknown) =>
  call<SendMessageResponse & { errors?: Record<string, string[]> }>(
    `/api/apps/chat/chats/${userId}`,
    { method: 'POST', body },
  );

describe('chat', () => {
  it('lists chats newest first with the last message, all contacts and the profile user', async () => {
    const { body } = await call<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts');
    const db = store.db();
    expect(body.profileUser).toEqual(db.chat.profileUser);
    expect(body.contacts).toHaveLength(db.chat.contacts.length);
    expect(body.chatsContacts).toHaveLength(db.chat.chats.length);
    const times = body.chatsContacts.map((c) => Date.parse(c.chat.lastMessage!.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = body.chatsContacts[0];
    const chat = db.chat.chats.find((c) => c.id === first.chat.id)!;
    expect(first.chat).toEqual({
      id: chat.id,
      unseenMsgs: chat.unseenMsgs,
      lastMessage: chat.messages.at(-1),
    });
    expect(first.id).toBe(chat.userId);
  });

  it('filters contacts and chats by full name, case-insensitively', async () => {
    const db = store.db();
    const name = db.chat.contacts[0].fullName;
    const { body } = await call<ChatsAndContactsResponse>(
      `/api/apps/chat/chats-and-contacts?q=${encodeURIComponent(name.toUpperCase())}`,
    );
    expect(body.contacts.every((c) => c.fullName.toLowerCase().includes(name.toLowerCase()))).toBe(
      true,
    );
    expect(body.contacts.map((c) => c.id)).toContain(db.chat.contacts[0].id);
    expect(body.chatsContacts.map((c) => c.id)).toContain(db.chat.contacts[0].id);
    expect(
      (await call<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts?q=zzzz')).body,
    ).toMatchObject({ chatsContacts: [], contacts: [] });
  });

  it('opening a chat answers chat and contact and resets unseen to 0', async () => {
    const db = store.db();
    const unseen = db.chat.chats.find((c) => c.unseenMsgs > 0)!;
    const { status, body } = await call<ChatResponse>(`/api/apps/chat/chats/${unseen.userId}`);
    expect(status).toBe(200);
    expect(body.contact.id).toBe(unseen.userId);
    expect(body.chat!.id).toBe(unseen.id);
    expect(body.chat!.unseenMsgs).toBe(0);
    const list = (await call<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts')).body;
    expect(list.chatsContacts.find((c) => c.id === unseen.userId)!.chat.unseenMsgs).toBe(0);
  });

  it('answers a contact without chat with chat undefined, and 404 for an unknown contact', async () => {
    const db = store.db();
    const lonely = db.chat.contacts.find((c) => !db.chat.chats.some((ch) => ch.userId === c.id))!;
    const { status, body } = await call<ChatResponse>(`/api/apps/chat/chats/${lonely.id}`);
    expect(status).toBe(200);
    expect(body.chat).toBeUndefined();
    expect((await call('/api/apps/chat/chats/999')).status).toBe(404);
  });

  it('appends a message: 201 with msg, sent but not delivered or seen, newest chat first', async () => {
    const db = store.db();
    const chat = db.chat.chats[db.chat.chats.length - 1];
    const { status, body } = await send(chat.userId, { message: 'Breaker replaced', senderId: 11 });
    expect(status).toBe(201);
    expect(body).toEqual({
      msg: {
        message: 'Breaker replaced',
        time: '2026-06-15T10:00:00.000Z',
        senderId: 11,
        feedback: { isSent: true, isDelivered: false, isSeen: false },
      },
    });
    const list = (await call<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts')).body;
    expect(list.chatsContacts[0].id).toBe(chat.userId);
    expect(list.chatsContacts[0].chat.lastMessage!.message).toBe('Breaker replaced');
  });

  it('starts a chat for a contact without one: 201 with msg and chat', async () => {
    const db = store.db();
    const lonely = db.chat.contacts.find((c) => !db.chat.chats.some((ch) => ch.userId === c.id))!;
    const { status, body } = await send(lonely.id, { message: 'Hello', senderId: 11 });
    expect(status).toBe(201);
    expect(body.chat).toMatchObject({ userId: lonely.id, unseenMsgs: 0, messages: [body.msg] });
    expect(body.chat!.id).toBe(Math.max(...db.chat.chats.map((c) => c.id)));
    expect(
      (await call<ChatResponse>(`/api/apps/chat/chats/${lonely.id}`)).body.chat!.messages,
    ).toHaveLength(1);
  });

  it('rejects a message that is not text with 400 field errors', async () => {
    const chat = store.db().chat.chats[0];
    const before = chat.messages.length;
    expect((await send(chat.userId, { message: 42, senderId: 11 })).body).toMatchObject({
      errors: { message: ['Enter text'] },
    });
    expect((await send(chat.userId, { message: '   ' })).status).toBe(400);
    expect((await send(chat.userId, { message: 'hi', senderId: 'me' })).body.errors).toHaveProperty(
      'senderId',
    );
    expect((await send(chat.userId, { message: 'x'.repeat(6000) })).status).toBe(400);
    expect(chat.messages).toHaveLength(before);
    expect((await send(999, { message: 'hi' })).status).toBe(404);
  });

  it('shows a sent message delivered, then seen, as the app clock passes the documented delays', async () => {
    const chat = store.db().chat.chats[1];
    const sentAt = Date.parse('2026-06-15T10:00:00Z');
    await send(chat.userId, { message: 'Can you check the relay?' });
    const lastAt = async (ms: number) => {
      setClock(sentAt + ms);
      const opened = (
        await call<ChatResponse>(`/api/apps/chat/chats/${chat.userId}`)
      ).body.chat!.messages.at(-1)!;
      const listed = (
        await call<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts')
      ).body.chatsContacts.find((c) => c.id === chat.userId)!.chat.lastMessage!;
      expect(listed).toEqual(opened);
      return opened.feedback;
    };
    try {
      expect(await lastAt(0)).toEqual({ isSent: true, isDelivered: false, isSeen: false });
      expect(await lastAt(MESSAGE_DELIVERED_AFTER_MS - 1)).toEqual({
        isSent: true,
        isDelivered: false,
        isSeen: false,
      });
      expect(await lastAt(MESSAGE_DELIVERED_AFTER_MS)).toEqual({
        isSent: true,
        isDelivered: true,
        isSeen: false,
      });
      expect(await lastAt(MESSAGE_SEEN_AFTER_MS)).toEqual({
        isSent: true,
        isDelivered: true,
        isSeen: true,
      });
      // Derived when read, never stored: the database keeps the message as it was sent.
      expect(store.db().chat.chats[1].messages.at(-1)!.feedback).toEqual({
        isSent: true,
        isDelivered: false,
        isSeen: false,
      });
    } finally {
      setClock('2026-06-15T10:00:00Z');
    }
  });

  it('leaves the samples’ feedback as written, however late it is read', async () => {
    setClock('2027-01-01T00:00:00Z');
    try {
      const fresh = createMockStore({ now: '2026-06-15T09:00:00Z' }).db().chat.chats;
      for (const chat of fresh) {
        const { body } = await call<ChatResponse>(`/api/apps/chat/chats/${chat.userId}`);
        expect(body.chat!.messages.map((m) => m.feedback)).toEqual(
          chat.messages.map((m) => m.feedback),
        );
      }
    } finally {
      setClock('2026-06-15T10:00:00Z');
    }
  });

  it('keeps hostile sample text as plain text (the screens render it as text)', () => {
    const db = store.db();
    expect(db.chat.contacts.some((c) => c.about.includes('<script>'))).toBe(true);
    expect(db.chat.chats.some((c) => c.messages.some((m) => m.message.includes('onerror=')))).toBe(
      true,
    );
  });

  it('changes your profile: status, about and each setting, the rest kept', async () => {
    const before = store.db().chat.profileUser;
    const patch = (body: unknown) =>
      call<ChatProfileUser & { errors?: Record<string, string[]> }>('/api/apps/chat/profile', {
        method: 'PATCH',
        body,
      });
    const { status, body } = await patch({
      status: 'busy',
      about: '  On site until Friday.  ',
      settings: { isNotificationsOn: true },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...before,
      status: 'busy',
      about: 'On site until Friday.',
      settings: {
        isTwoStepAuthVerificationEnabled: before.settings.isTwoStepAuthVerificationEnabled,
        isNotificationsOn: true,
      },
    });
    expect(
      (await call<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts')).body.profileUser,
    ).toEqual(body);
    expect(
      (await patch({ settings: { isTwoStepAuthVerificationEnabled: false } })).body.settings,
    ).toEqual({ isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true });
  });

  it('refuses a bad profile change with field errors and changes nothing', async () => {
    const before = structuredClone(store.db().chat.profileUser);
    const patch = (body: unknown) =>
      call<{ errors: Record<string, string[]> }>('/api/apps/chat/profile', {
        method: 'PATCH',
        body,
      });
    expect((await patch({ status: 'sleeping' })).body.errors).toEqual({
      status: ['Choose one of the listed values'],
    });
    expect((await patch({ about: 'x'.repeat(201) })).body.errors).toEqual({
      about: ['Enter at most 200 characters'],
    });
    expect((await patch({ settings: { isNotificationsOn: 'yes' } })).body.errors).toHaveProperty([
      'settings.isNotificationsOn',
    ]);
    expect((await call('/api/apps/chat/profile', { method: 'PATCH', raw: '{oops' })).status).toBe(
      400,
    );
    expect(store.db().chat.profileUser).toEqual(before);
  });
});
