/** The Chat calls (docs/spec.md §7, §8). */
import { z } from 'zod';

import * as chat from '../chat';
import { id } from '../common';
import { changed, created, missing, tagged, type Operation } from '../operation';

const ch = tagged('Chat');
const userIdParam = z.object({ userId: id.meta({ description: 'The contact’s user id.' }) });

/** What reads show of a message you sent (documented on each call that answers messages). */
const PROGRESSION = `A message still in its first state (sent, not delivered, not seen) reads as delivered ${chat.MESSAGE_DELIVERED_AFTER_MS / 1000} s after its \`time\` and seen after ${chat.MESSAGE_SEEN_AFTER_MS / 1000} s (the simulation's stand-in for the contact's device; measured with the app clock, so a pinned clock gives the same answer every time).`;

export const chatOperations: Operation[] = [
  ch.read(
    '/api/apps/chat/chats-and-contacts',
    'chatsAndContacts',
    'Chats and contacts',
    chat.chatsAndContactsResponse,
    { query: chat.chatsAndContactsQuery, description: PROGRESSION },
  ),
  ch.read(
    '/api/apps/chat/chats/{userId}',
    'openChat',
    'Open a chat (marks it seen)',
    chat.chatResponse,
    {
      params: userIdParam,
      errors: missing('`Contact not found`.'),
      description: `Resets the chat's unseen count to 0 (stored). ${PROGRESSION}`,
    },
  ),
  ch.write(
    'post',
    '/api/apps/chat/chats/{userId}',
    'sendMessage',
    'Send a message',
    chat.sendMessageBody,
    created(chat.sendMessageResponse, 'The message, and the chat when it is new.'),
    {
      description: `Appends to the chat with the contact, or starts one. A new message is sent, not delivered, not seen. ${PROGRESSION}`,
      params: userIdParam,
      errors: missing('`Contact not found`.'),
    },
  ),
  ch.write(
    'patch',
    '/api/apps/chat/profile',
    'updateChatProfile',
    'Change your chat profile',
    chat.chatProfilePatchBody,
    changed(chat.chatProfileUser, 'The profile after the change.'),
    {
      description: `Status, about (at most ${chat.MAX_ABOUT_LENGTH} characters) and the two settings; fields left out stay as they are.`,
    },
  ),
];
