/** invoice messages (zh): invoices: list, preview, add and edit. Keys mirror en/invoice.ts. */
export const invoice = {} as const;
