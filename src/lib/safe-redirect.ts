import { safePath } from './safe-path';

/**
 * Where `?to=` may send a user after signing in: a path of this app (never /login again), else
 * `fallback`.
 */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
  const path = safePath(to);
  if (!path || path === '/login' || path.startsWith('/login?') || path.startsWith('/login/'))
    return fallback;
  return path;
}
