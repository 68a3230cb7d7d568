/** pages messages (ar): pages: FAQ, help center, profile, sales datatable, second page. Keys mirror en/pages.ts. */
export const pages = {} as const;
