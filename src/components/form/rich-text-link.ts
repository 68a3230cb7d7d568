/** The addresses a rich-text link may point to: the web and e-mail, nothing that can run. */
const LINK = /^(?:https?:\/\/[^\s/?#]+[^\s]*|mailto:[^\s@]+@[^\s@]+)$/i;

/** The address as it will be stored, or null when it is not an http(s) or mailto address. */
export function normaliseLink(input: string): string | null {
  const url = input.trim();
  return LINK.test(url) ? url : null;
}

/** The protocols the editor's link mark accepts (autolinks and pasted links too). */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;
