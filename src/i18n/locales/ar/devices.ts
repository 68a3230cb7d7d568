/** devices messages (ar). Keys mirror en/devices.ts. */
export const devices = {} as const;
