/** apps messages (zh). Keys mirror en/apps.ts. */
export const apps = {} as const;
