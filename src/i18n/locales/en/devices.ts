/** devices messages (en). Keys mirror en/devices.ts. */
export const devices = {} as const;
