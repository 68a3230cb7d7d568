/** academy messages (en): academy: my courses and course details. */
export const academy = {} as const;
