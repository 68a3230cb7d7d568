/** pages messages (en): pages: FAQ, help center, profile, sales datatable, second page. */
export const pages = {} as const;
