/** roles messages (en): roles and permissions. */
export const roles = {} as const;
