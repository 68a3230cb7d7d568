import { preloadable } from '@/lib/preloadable';

/**
 * The shell (its own chunk: /login and not-found never need it). A route inside it loads it with
 * its page (routes.tsx), so both come over the network side by side, and the root draws it in the
 * same pass as the page (root-route.tsx).
 */
export const shellModule = preloadable(() =>
  import('./default-layout').then((m) => m.DefaultLayout),
);
