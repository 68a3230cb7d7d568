/** academy messages (zh): academy: my courses and course details. Keys mirror en/academy.ts. */
export const academy = {} as const;
