/** Chat: SPEC.md §3 chat profile user, contacts, chats and messages; §4 message states. */

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export interface ChatProfileUser {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  settings: {
    isTwoStepAuthVerificationEnabled: boolean;
    isNotificationsOn: boolean;
  };
}

export interface ChatContact {
  id: number;
  fullName: string;
  /** Job title. */
  role: string;
  about: string;
  /** May be empty: screens show initials. */
  avatar: string;
  status: ChatStatus;
}

export interface MessageFeedback {
  isSent: boolean;
  isDelivered: boolean;
  isSeen: boolean;
}

export interface ChatMessage {
  message: string;
  /** ISO datetime. */
  time: string;
  senderId: number;
  feedback: MessageFeedback;
}

export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  messages: ChatMessage[];
}

/** A contact that has a chat, with the chat's summary. */
export interface ChatContactWithChat extends ChatContact {
  chat: {
    id: number;
    unseenMsgs: number;
    lastMessage: ChatMessage | undefined;
  };
}

export interface ChatsAndContactsResponse {
  /** Contacts with chats, newest last message first. */
  chatsContacts: ChatContactWithChat[];
  contacts: ChatContact[];
  profileUser: ChatProfileUser;
}

export interface ChatResponse {
  /** Undefined when no chat with this contact has started. */
  chat: Chat | undefined;
  contact: ChatContact;
}

export interface SendMessageRequest {
  message: string;
  senderId: number;
}

export interface SendMessageResponse {
  msg: ChatMessage;
  /** Present when the message started a new chat. */
  chat?: Chat;
}
