/** chat messages (ar): chat. Keys mirror en/chat.ts. */
export const chat = {} as const;
