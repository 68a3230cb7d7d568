/** shell messages (zh). Keys mirror en/shell.ts. */
export const shell = {} as const;
