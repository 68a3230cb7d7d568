/**
 * Chat (docs/spec.md §4, §7): chats and contacts, opening a chat, sending a message, your profile.
 */
import {
  chatProfilePatchBody,
  MESSAGE_DELIVERED_AFTER_MS,
  MESSAGE_SEEN_AFTER_MS,
  sendMessageBody,
  type Chat,
  type ChatContact,
  type ChatContactWithChat,
  type ChatMessage,
  type ChatProfileUser,
  type ChatResponse,
  type ChatsAndContactsResponse,
  type SendMessageResponse,
} from '@/api/contract/chat';
import { check } from '@/api/contract/common';
import { created, invalid, notFound, ok, type Outcome } from '@/api/shared/outcome';
import { today } from '@/lib/clock';

import type { MockDb } from '../db';
import { matchesText, textParam, toInt, type ParamSource } from '../query';
import { nextId } from './records';

type ChatDb = Pick<MockDb, 'chat'>;

export { MAX_MESSAGE_LENGTH } from '@/api/contract/chat';

function lastTime(chat: Chat): number {
  const last = chat.messages[chat.messages.length - 1];
  return last ? Date.parse(last.time) || 0 : 0;
}

/**
 * A message as a read at `at` shows it: one still in its first state (sent, not delivered, not
 * seen) is delivered once MESSAGE_DELIVERED_AFTER_MS have passed since its time and seen once
 * MESSAGE_SEEN_AFTER_MS have. Derived, never stored: the database keeps what was sent, so a
 * replayed journal rebuilds the same database whatever the time of the replay.
 */
export function messageAt(message: ChatMessage, at: Date): ChatMessage {
  const { isSent, isDelivered, isSeen } = message.feedback;
  if (!isSent || isDelivered || isSeen) return message;
  const elapsed = at.getTime() - Date.parse(message.time);
  if (!(elapsed >= MESSAGE_DELIVERED_AFTER_MS)) return message;
  return {
    ...message,
    feedback: { isSent: true, isDelivered: true, isSeen: elapsed >= MESSAGE_SEEN_AFTER_MS },
  };
}

const chatAt = (chat: Chat, at: Date): Chat => ({
  ...chat,
  messages: chat.messages.map((m) => messageAt(m, at)),
});

export function chatsAndContacts(
  db: ChatDb,
  params: ParamSource,
  at: Date = today(),
): ChatsAndContactsResponse {
  const q = textParam(params, 'q');
  const { contacts, chats, profileUser } = db.chat;
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const chatsContacts = [...chats]
    .sort((a, b) => lastTime(b) - lastTime(a))
    .flatMap((chat): ChatContactWithChat[] => {
      const contact = byId.get(chat.userId);
      if (!contact || !matchesText(q, contact.fullName)) return [];
      const last = chat.messages[chat.messages.length - 1];
      return [
        {
          ...contact,
          chat: {
            id: chat.id,
            unseenMsgs: chat.unseenMsgs,
            lastMessage: last && messageAt(last, at),
          },
        },
      ];
    });
  return {
    chatsContacts,
    contacts: contacts.filter((c) => matchesText(q, c.fullName)),
    profileUser,
  };
}

function findContact(db: ChatDb, userId: unknown): ChatContact | undefined {
  const n = toInt(userId);
  return n === undefined ? undefined : db.chat.contacts.find((c) => c.id === n);
}

/** Opening a chat marks it seen: the unseen count goes back to 0 (§4). */
export function openChat(db: ChatDb, userId: unknown, at: Date = today()): Outcome<ChatResponse> {
  const contact = findContact(db, userId);
  if (!contact) return notFound('contactNotFound');
  const chat = db.chat.chats.find((c) => c.userId === contact.id);
  if (chat) chat.unseenMsgs = 0;
  return ok({ chat: chat && chatAt(chat, at), contact });
}

/**
 * Appends to the chat with this contact, or starts one. A new message is sent, not delivered, not
 * seen.
 */
export function sendMessage(
  db: ChatDb,
  userId: unknown,
  body: unknown,
  now: Date,
): Outcome<SendMessageResponse> {
  const contact = findContact(db, userId);
  if (!contact) return notFound('contactNotFound');
  const parsed = check(sendMessageBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { message, senderId = db.chat.profileUser.id } = parsed.data;
  const msg: ChatMessage = {
    message,
    time: now.toISOString(),
    senderId,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  const existing = db.chat.chats.find((c) => c.userId === contact.id);
  if (existing) {
    existing.messages.push(msg);
    return created({ msg });
  }
  const chat: Chat = {
    id: nextId(db.chat.chats),
    userId: contact.id,
    unseenMsgs: 0,
    messages: [msg],
  };
  db.chat.chats.push(chat);
  return created({ msg, chat });
}

/** Changes your own profile: status, about, and the settings key by key. */
export function updateProfile(db: ChatDb, body: unknown): Outcome<ChatProfileUser> {
  const parsed = check(chatProfilePatchBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const { status, about, settings } = parsed.data;
  const profile = db.chat.profileUser;
  if (status !== undefined) profile.status = status;
  if (about !== undefined) profile.about = about;
  if (settings) {
    const { isTwoStepAuthVerificationEnabled, isNotificationsOn } = settings;
    if (isTwoStepAuthVerificationEnabled !== undefined)
      profile.settings.isTwoStepAuthVerificationEnabled = isTwoStepAuthVerificationEnabled;
    if (isNotificationsOn !== undefined) profile.settings.isNotificationsOn = isNotificationsOn;
  }
  return ok(profile);
}
