/** Chat (SPEC.md §4, §7): chats and contacts, opening a chat, sending a message. */
import { sendMessageBody, type Chat, type ChatContact, type ChatContactWithChat, type ChatMessage, type ChatResponse, type ChatsAndContactsResponse, type SendMessageResponse } from '../../contract/chat';
import { check } from '../../contract/common';
import type { MockDb } from '../db';
import { matchesText, textParam, toInt, type ParamSource } from '../query';
import { created, invalid, notFound, ok, type Outcome } from './outcome';
import { nextId } from './records';

type ChatDb = Pick<MockDb, 'chat'>;

export { MAX_MESSAGE_LENGTH } from '../../contract/chat';

function lastTime(chat: Chat): number {
  const last = chat.messages[chat.messages.length - 1];
  return last ? Date.parse(last.time) || 0 : 0;
}

export function chatsAndContacts(db: ChatDb, params: ParamSource): ChatsAndContactsResponse {
  const q = textParam(params, 'q');
  const { contacts, chats, profileUser } = db.chat;
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const chatsContacts = [...chats]
    .sort((a, b) => lastTime(b) - lastTime(a))
    .flatMap((chat): ChatContactWithChat[] => {
      const contact = byId.get(chat.userId);
      if (!contact || !matchesText(q, contact.fullName)) return [];
      return [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.messages[chat.messages.length - 1] } }];
    });
  return { chatsContacts, contacts: contacts.filter((c) => matchesText(q, c.fullName)), profileUser };
}

function findContact(db: ChatDb, userId: unknown): ChatContact | undefined {
  const n = toInt(userId);
  return n === undefined ? undefined : db.chat.contacts.find((c) => c.id === n);
}

/** Opening a chat marks it seen: the unseen count goes back to 0 (§4). */
export function openChat(db: ChatDb, userId: unknown): Outcome<ChatResponse> {
  const contact = findContact(db, userId);
  if (!contact) return notFound('contactNotFound');
  const chat = db.chat.chats.find((c) => c.userId === contact.id);
  if (chat) chat.unseenMsgs = 0;
  return ok({ chat, contact });
}

/** Appends to the chat with this contact, or starts one. A new message is sent, not delivered, not seen. */
export function sendMessage(db: ChatDb, userId: unknown, body: unknown, now: Date): Outcome<SendMessageResponse> {
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
  const chat: Chat = { id: nextId(db.chat.chats), userId: contact.id, unseenMsgs: 0, messages: [msg] };
  db.chat.chats.push(chat);
  return created({ msg, chat });
}
