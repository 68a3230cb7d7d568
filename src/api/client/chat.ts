/** Chat: chats and contacts, one chat (marks it seen), send a message, your profile. */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { now } from '@/lib/clock';

import type {
  ChatProfilePatch,
  ChatProfileUser,
  ChatResponse,
  ChatsAndContactsResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '../types/chat';
import { useRequester } from './api-provider';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

export const chatKeys = {
  all: ['chat'] as const,
  lists: ['chat', 'chats-and-contacts'] as const,
  list: (q: string) => ['chat', 'chats-and-contacts', q] as const,
  chat: (userId: number) => ['chat', 'chats', userId] as const,
};

/**
 * While a message you sent is not seen yet, the open chat is read again this often (ms) to show its
 * ticks move.
 */
export const CHAT_TICKS_POLL_MS = 1500;
/**
 * How long after it was sent a message's ticks are still watched (ms): an older unseen one waits
 * for the next visit.
 */
export const CHAT_TICKS_WATCH_MS = 60_000;

export function fetchChatsAndContacts(
  request: Requester,
  q = '',
  signal?: AbortSignal,
): Promise<ChatsAndContactsResponse> {
  return request<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts', {
    query: { q },
    signal,
  });
}

export function fetchChat(
  request: Requester,
  userId: number,
  signal?: AbortSignal,
): Promise<ChatResponse> {
  return request<ChatResponse>(`/api/apps/chat/chats/${userId}`, { signal });
}

export function sendMessage(
  request: Requester,
  userId: number,
  body: SendMessageRequest,
): Promise<SendMessageResponse> {
  return request<SendMessageResponse>(`/api/apps/chat/chats/${userId}`, { method: 'POST', body });
}

export function updateChatProfile(
  request: Requester,
  patch: ChatProfilePatch,
): Promise<ChatProfileUser> {
  return request<ChatProfileUser>('/api/apps/chat/profile', { method: 'PATCH', body: patch });
}

export function useChatsAndContacts(q = '') {
  return useApiQuery(
    chatKeys.list(q),
    (request, signal) => fetchChatsAndContacts(request, q, signal),
    { keepPrevious: true },
  );
}

/** Puts what a chat's answer says (read, its last message) into every cached contact list. */
function patchLists(client: QueryClient, userId: number, answer: ChatResponse): void {
  const last = answer.chat?.messages[answer.chat.messages.length - 1];
  client.setQueriesData<ChatsAndContactsResponse>(
    { queryKey: chatKeys.lists },
    (list) =>
      list && {
        ...list,
        chatsContacts: list.chatsContacts.map((c) =>
          c.id === userId
            ? { ...c, chat: { ...c.chat, unseenMsgs: 0, lastMessage: last ?? c.chat.lastMessage } }
            : c,
        ),
      },
  );
}

/** True while a message you sent in this chat may still become delivered or seen. */
export function awaitsTicks(answer: ChatResponse | undefined, at: number = now()): boolean {
  if (!answer?.chat) return false;
  const contactId = answer.contact.id;
  return answer.chat.messages.some(
    (m) =>
      m.senderId !== contactId &&
      !m.feedback.isSeen &&
      at - Date.parse(m.time) < CHAT_TICKS_WATCH_MS,
  );
}

/**
 * One chat with its contact; reading it marks it seen (the lists' badge goes at once). While a
 * message you sent is unseen it is read again every CHAT_TICKS_POLL_MS, so its ticks move.
 * `undefined` reads nothing (no chat open).
 */
export function useChat(userId: number | undefined) {
  const request = useRequester();
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.chat(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: async ({ signal }) => {
      const answer = await fetchChat(request, userId ?? 0, signal);
      patchLists(client, answer.contact.id, answer);
      return answer;
    },
    refetchInterval: (query) => (awaitsTicks(query.state.data) ? CHAT_TICKS_POLL_MS : false),
  });
}

/** What `useSendMessage` sends: the contact and the message. */
export type SendMessageVariables = SendMessageRequest & { userId: number };

/**
 * Sends a message. The answer goes into the open chat at once (a new chat included), then the
 * chat and the lists are read again; the change resolves without waiting for those reads, so a
 * screen that shows the message while it is sent can hand over to the chat's copy at once.
 */
export function useSendMessage() {
  return useApiMutation(
    (request, { userId, ...body }: SendMessageVariables) => sendMessage(request, userId, body),
    (client, result, { userId }) => {
      client.setQueryData<ChatResponse>(chatKeys.chat(userId), (answer) => {
        if (!answer) return answer;
        const chat = answer.chat
          ? { ...answer.chat, messages: [...answer.chat.messages, result.msg] }
          : result.chat;
        return { ...answer, chat };
      });
      // Read again (a read under way while it was sent would leave it out), not waited for.
      void client.invalidateQueries({ queryKey: chatKeys.chat(userId) });
      void client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  );
}

/** Saves your profile (status, about, settings); the lists show the new profile. */
export function useUpdateChatProfile() {
  return useApiMutation(updateChatProfile, (client, profile) => {
    client.setQueriesData<ChatsAndContactsResponse>(
      { queryKey: chatKeys.lists },
      (list) => list && { ...list, profileUser: profile },
    );
    return client.invalidateQueries({ queryKey: chatKeys.lists });
  });
}
