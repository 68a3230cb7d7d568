/**
 * An invoice id from the address: a whole number from 1, else undefined (a not-found page, no
 * request).
 */
export function parseInvoiceId(raw: number | string | undefined): number | undefined {
  const text = String(raw ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}
