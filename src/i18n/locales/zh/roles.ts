/** roles messages (zh): roles and permissions. Keys mirror en/roles.ts. */
export const roles = {} as const;
