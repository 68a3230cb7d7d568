/** devices messages (fr). Keys mirror en/devices.ts. */
export const devices = {} as const;
