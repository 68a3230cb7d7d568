/** Route metadata (SPEC.md §2): which layout wraps the page, whether it is public, who may see it. */
export interface RouteMeta {
  layout: 'blank' | 'default';
  /** Public routes skip the session guard (login, not-found). */
  public?: boolean;
  /** The ability subject needed to read the page; the client account may read only AclDemo. */
  subject?: string;
}

export function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'layout' in value;
}
