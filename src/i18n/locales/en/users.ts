/** users messages (en): users: list and user view. */
export const users = {} as const;
