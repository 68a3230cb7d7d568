/** shell messages (fr). Keys mirror en/shell.ts. */
export const shell = {} as const;
