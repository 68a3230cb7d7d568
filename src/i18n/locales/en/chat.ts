/** chat messages (en): chat. */
export const chat = {} as const;
