/** calendar messages (en): the calendar. */
export const calendar = {} as const;
