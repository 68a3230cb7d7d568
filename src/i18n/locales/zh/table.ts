/** table messages (zh). Keys mirror en/table.ts. */
export const table = {} as const;
