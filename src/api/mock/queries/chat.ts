/** Chat (SPEC.md §4, §7): chats and contacts, opening a chat, sending a message. */
import type { Chat, ChatContact, ChatContactWithChat, ChatMessage, ChatResponse, ChatsAndContactsResponse, SendMessageResponse } from '../../types/chat';
import type { MockDb } from '../db';
import { matchesText, textParam, type ParamSource } from '../query';
import { BodyReader, nextId, pathId } from './body';
import { failure, invalid, ok, type Outcome } from './outcome';

type ChatDb = Pick<MockDb, 'chat'>;

export const CONTACT_NOT_FOUND = 'Contact not found';
/** Longest message accepted, so one request cannot bloat the saved database. */
export const MAX_MESSAGE_LENGTH = 5000;

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
  const n = pathId(userId);
  return n === undefined ? undefined : db.chat.contacts.find((c) => c.id === n);
}

/** Opening a chat marks it seen: the unseen count goes back to 0 (§4). */
export function openChat(db: ChatDb, userId: unknown): Outcome<ChatResponse> {
  const contact = findContact(db, userId);
  if (!contact) return failure(CONTACT_NOT_FOUND, 404);
  const chat = db.chat.chats.find((c) => c.userId === contact.id);
  if (chat) chat.unseenMsgs = 0;
  return ok({ chat, contact });
}

/** Appends to the chat with this contact, or starts one. A new message is sent, not delivered, not seen. */
export function sendMessage(db: ChatDb, userId: unknown, body: unknown, now: Date): Outcome<SendMessageResponse> {
  const contact = findContact(db, userId);
  if (!contact) return failure(CONTACT_NOT_FOUND, 404);
  const r = new BodyReader(body);
  const message = r.requiredText('message', 'Message');
  if (message.length > MAX_MESSAGE_LENGTH) r.fail('message', `Message must be at most ${MAX_MESSAGE_LENGTH} characters`);
  const senderId = r.optionalInt('senderId') ?? db.chat.profileUser.id;
  if (!r.valid) return invalid(r.errors);
  const msg: ChatMessage = {
    message,
    time: now.toISOString(),
    senderId,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  };
  const existing = db.chat.chats.find((c) => c.userId === contact.id);
  if (existing) {
    existing.messages.push(msg);
    return ok({ msg }, 201);
  }
  const chat: Chat = { id: nextId(db.chat.chats), userId: contact.id, unseenMsgs: 0, messages: [msg] };
  db.chat.chats.push(chat);
  return ok({ msg, chat }, 201);
}
