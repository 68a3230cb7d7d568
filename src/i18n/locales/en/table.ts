/** table messages (en). Keys mirror en/table.ts. */
export const table = {} as const;
