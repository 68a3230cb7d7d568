/** apps messages (en). Keys mirror en/apps.ts. */
export const apps = {} as const;
