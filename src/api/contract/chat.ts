/** Chat: docs/spec.md §3 chat profile user, contacts, chats and messages; §4 message states. */
import { z } from 'zod';

import { count, id, isoDateTime, messageKey, queryText, strings, text } from './common';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
const chatStatus = z.enum(CHAT_STATUSES);

export const chatProfileUser = z
  .object({
    id,
    ...strings('avatar', 'fullName', 'role', 'about'),
    status: chatStatus,
    settings: z.object({
      isTwoStepAuthVerificationEnabled: z.boolean(),
      isNotificationsOn: z.boolean(),
    }),
  })
  .meta({ id: 'ChatProfileUser' });
export type ChatProfileUser = z.infer<typeof chatProfileUser>;

export const chatContact = z
  .object({
    id,
    ...strings('fullName', 'about'),
    role: z.string().meta({ description: 'Job title.' }),
    avatar: z.string().meta({ description: 'May be empty: screens show initials.' }),
    status: chatStatus,
  })
  .meta({ id: 'ChatContact' });
export type ChatContact = z.infer<typeof chatContact>;

export const messageFeedback = z.object({
  isSent: z.boolean(),
  isDelivered: z.boolean(),
  isSeen: z.boolean(),
});

/**
 * How a message you sent moves on (the simulation's stand-in for the contact's phone): the API
 * stores it sent, not delivered, not seen (SPEC §4), and reads show it delivered this long after
 * its time and seen after {@link MESSAGE_SEEN_AFTER_MS}, measured with the app clock, so a
 * pinned clock (stories, tests) gives the same ticks every run. Only messages still in that first
 * state move: the samples keep the feedback they were written with.
 */
export const MESSAGE_DELIVERED_AFTER_MS = 2_000;
/**
 * See {@link MESSAGE_DELIVERED_AFTER_MS}: a sent message reads as seen this long after its time.
 */
export const MESSAGE_SEEN_AFTER_MS = 5_000;
export type MessageFeedback = z.infer<typeof messageFeedback>;

/** Longest message accepted, so one request cannot bloat the saved database. */
export const MAX_MESSAGE_LENGTH = 5000;

export const chatMessage = z
  .object({
    message: z.string().max(MAX_MESSAGE_LENGTH),
    time: isoDateTime,
    senderId: id,
    feedback: messageFeedback,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

export const chat = z
  .object({ id, userId: id, unseenMsgs: count, messages: z.array(chatMessage) })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof chat>;

export const chatContactWithChat = chatContact
  .extend({ chat: z.object({ id, unseenMsgs: count, lastMessage: chatMessage.optional() }) })
  .meta({
    id: 'ChatContactWithChat',
    description: 'A contact that has a chat, with the chat’s summary.',
  });
export type ChatContactWithChat = z.infer<typeof chatContactWithChat>;

export const chatsAndContactsQuery = z.object({
  q: queryText.meta({ description: 'Part of a contact’s full name.' }),
});

export const chatsAndContactsResponse = z
  .object({
    chatsContacts: z
      .array(chatContactWithChat)
      .meta({ description: 'Contacts with chats, newest last message first.' }),
    contacts: z.array(chatContact),
    profileUser: chatProfileUser,
  })
  .meta({ id: 'ChatsAndContacts' });
export type ChatsAndContactsResponse = z.infer<typeof chatsAndContactsResponse>;

export const chatResponse = z
  .object({
    chat: chat
      .optional()
      .meta({ description: 'Absent when no chat with this contact has started.' }),
    contact: chatContact,
  })
  .meta({ id: 'ChatWithContact' });
export type ChatResponse = z.infer<typeof chatResponse>;

export const sendMessageBody = z
  .strictObject({
    message: z.string().trim().min(1, messageKey('messageRequired')).max(MAX_MESSAGE_LENGTH),
    senderId: id.optional().meta({ description: 'Default: the profile user.' }),
  })
  .meta({ id: 'SendMessageRequest' });
export type SendMessageRequest = z.infer<typeof sendMessageBody>;

export const sendMessageResponse = z
  .object({
    msg: chatMessage,
    chat: chat.optional().meta({ description: 'Present when the message started a new chat.' }),
  })
  .meta({ id: 'SendMessageResponse' });
export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** Longest "about" text of the profile. */
export const MAX_ABOUT_LENGTH = 200;

/** PATCH body of your own chat profile: each field optional, settings merged key by key. */
export const chatProfilePatchBody = z
  .strictObject({
    status: chatStatus.optional(),
    about: text(MAX_ABOUT_LENGTH).optional(),
    settings: z
      .strictObject({
        isTwoStepAuthVerificationEnabled: z.boolean().optional(),
        isNotificationsOn: z.boolean().optional(),
      })
      .optional(),
  })
  .meta({
    id: 'ChatProfilePatch',
    description: 'Fields of your chat profile to change; the rest stay.',
  });
export type ChatProfilePatch = z.infer<typeof chatProfilePatchBody>;
