/** Chat: chats and contacts, one chat (marks it seen), send a message. */
import { useQueryClient } from '@tanstack/react-query';
import type { ChatResponse, ChatsAndContactsResponse, SendMessageRequest, SendMessageResponse } from '../types/chat';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

export const chatKeys = {
  all: ['chat'] as const,
  list: (q: string) => ['chat', 'chats-and-contacts', q] as const,
  chat: (userId: number) => ['chat', 'chats', userId] as const,
};

export function fetchChatsAndContacts(request: Requester, q = '', signal?: AbortSignal): Promise<ChatsAndContactsResponse> {
  return request<ChatsAndContactsResponse>('/api/apps/chat/chats-and-contacts', { query: { q }, signal });
}

export function fetchChat(request: Requester, userId: number, signal?: AbortSignal): Promise<ChatResponse> {
  return request<ChatResponse>(`/api/apps/chat/chats/${userId}`, { signal });
}

export function sendMessage(request: Requester, userId: number, body: SendMessageRequest): Promise<SendMessageResponse> {
  return request<SendMessageResponse>(`/api/apps/chat/chats/${userId}`, { method: 'POST', body });
}

export function useChatsAndContacts(q = '') {
  return useApiQuery(chatKeys.list(q), (request, signal) => fetchChatsAndContacts(request, q, signal));
}

/** Opening a chat resets its unseen count on the server, so the contact list is refreshed too. */
export function useChat(userId: number) {
  const client = useQueryClient();
  return useApiQuery(chatKeys.chat(userId), async (request, signal) => {
    const answer = await fetchChat(request, userId, signal);
    void client.invalidateQueries({ queryKey: ['chat', 'chats-and-contacts'] });
    return answer;
  });
}

export function useSendMessage(userId: number) {
  return useApiMutation((request, body: SendMessageRequest) => sendMessage(request, userId, body), [chatKeys.all]);
}
