/** users messages (ar): users: list and user view. Keys mirror en/users.ts. */
export const users = {} as const;
