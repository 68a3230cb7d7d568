/** logistics messages (zh): logistics: dashboard and fleet. Keys mirror en/logistics.ts. */
export const logistics = {} as const;
