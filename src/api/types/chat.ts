/** The chat types of the API: inferred from the contract's schemas (src/api/contract/chat.ts), the one definition. */
export { CHAT_STATUSES } from '../contract/chat';
export type { ChatStatus, ChatProfileUser, ChatContact, MessageFeedback, ChatMessage, Chat, ChatContactWithChat, ChatsAndContactsResponse, ChatResponse, SendMessageRequest, SendMessageResponse } from '../contract/chat';
