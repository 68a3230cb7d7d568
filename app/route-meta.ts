/**
 * Route metadata (docs/spec.md §2): which layout wraps the page, whether it is public, who may see
 * it, its title.
 */
import type { ShellMessages } from '../src/i18n/locales/en/shell';

/**
 * A shell catalogue key a page title is made of: the navigation's own names, and the pages outside
 * it.
 */
export type TitleKey =
  | `nav.${Exclude<keyof ShellMessages['nav'], 'main' | 'groups'>}`
  | `titles.${keyof ShellMessages['titles']}`;

export interface RouteMeta {
  layout: 'blank' | 'default';
  /** Public routes skip the session guard (login, not-found). */
  public?: boolean;
  /** The ability subject needed to read the page; the client account may read only AclDemo. */
  subject?: string;
  /**
   * The page's title as catalogue keys, outermost first, read as the navigation names the page:
   * `['nav.invoice', 'nav.list']` is "Invoice · List" (the document title, placeholder headings).
   */
  title?: readonly TitleKey[];
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'layout' in value;
}
