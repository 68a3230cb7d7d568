/** shell messages (ar). Keys mirror en/shell.ts. */
export const shell = {} as const;
