/** devices messages (zh). Keys mirror en/devices.ts. */
export const devices = {} as const;
