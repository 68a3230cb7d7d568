/** email messages (en): the e-mail client. */
export const email = {} as const;
