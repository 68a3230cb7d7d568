/** The Chat calls (SPEC.md §7, §8). */
import { z } from 'zod';
import * as chat from '../chat';
import { id } from '../common';
import { created, missing, tagged, type Operation } from '../operation';

const ch = tagged('Chat');
const userIdParam = z.object({ userId: id.meta({ description: 'The contact’s user id.' }) });

export const chatOperations: Operation[] = [
  ch.read('/api/apps/chat/chats-and-contacts', 'chatsAndContacts', 'Chats and contacts', chat.chatsAndContactsResponse, { query: chat.chatsAndContactsQuery }),
  ch.read('/api/apps/chat/chats/{userId}', 'openChat', 'Open a chat (marks it seen)', chat.chatResponse, { params: userIdParam, errors: missing('`Contact not found`.') }),
  ch.write('post', '/api/apps/chat/chats/{userId}', 'sendMessage', 'Send a message', chat.sendMessageBody, created(chat.sendMessageResponse, 'The message, and the chat when it is new.'), {
    description: 'Appends to the chat with the contact, or starts one. A new message is sent, not delivered, not seen.',
    params: userIdParam,
    errors: missing('`Contact not found`.'),
  }),
];
