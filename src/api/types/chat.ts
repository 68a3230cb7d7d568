/**
 * The chat types of the API: inferred from the contract's schemas (src/api/contract/chat.ts), the
 * one definition.
 */
export {
  CHAT_STATUSES,
  MAX_ABOUT_LENGTH,
  MAX_MESSAGE_LENGTH,
  MESSAGE_DELIVERED_AFTER_MS,
  MESSAGE_SEEN_AFTER_MS,
} from '../contract/chat';
export type {
  ChatStatus,
  ChatProfileUser,
  ChatProfilePatch,
  ChatContact,
  MessageFeedback,
  ChatMessage,
  Chat,
  ChatContactWithChat,
  ChatsAndContactsResponse,
  ChatResponse,
  SendMessageRequest,
  SendMessageResponse,
} from '../contract/chat';
