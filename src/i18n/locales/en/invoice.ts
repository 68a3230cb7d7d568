/** invoice messages (en): invoices: list, preview, add and edit. */
export const invoice = {} as const;
