/** email messages (ar): the e-mail client. Keys mirror en/email.ts. */
export const email = {} as const;
