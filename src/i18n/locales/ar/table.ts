/** table messages (ar). Keys mirror en/table.ts. */
export const table = {} as const;
