/** table messages (fr). Keys mirror en/table.ts. */
export const table = {} as const;
