/** apps messages (fr). Keys mirror en/apps.ts. */
export const apps = {} as const;
