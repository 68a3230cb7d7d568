/** calendar messages (fr): the calendar. Keys mirror en/calendar.ts. */
export const calendar = {} as const;
