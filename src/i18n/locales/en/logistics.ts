/** logistics messages (en): logistics: dashboard and fleet. */
export const logistics = {} as const;
