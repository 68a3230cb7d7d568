/** Only same-app paths may follow `?to=`: never another origin (open redirect) or a protocol URL. */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  if (to.startsWith('/login')) return fallback;
  return to;
}
