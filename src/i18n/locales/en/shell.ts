/** shell messages (en). Keys mirror en/shell.ts. */
export const shell = {} as const;
