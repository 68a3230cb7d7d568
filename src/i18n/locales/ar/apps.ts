/** apps messages (ar). Keys mirror en/apps.ts. */
export const apps = {} as const;
