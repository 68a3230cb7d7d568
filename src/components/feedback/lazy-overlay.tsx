import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

import { whenIdle } from '@/lib/when-idle';

/**
 * A dialog or drawer whose code loads when it is first needed: it renders nothing until it is
 * first opened (then stays mounted, so it can animate closed and keep its state), and its chunk
 * is fetched when the browser is idle after the page first paints, so it is ready by the click.
 * The screens' forms carry the schema library, form state and date pickers: a list's first
 * bundle need not.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetch = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // asked for again when opened (offline, a new deploy)
      throw error;
    }));
  const Overlay = lazy(() => fetch().then((component) => ({ default: component })));
  function LazyOverlay(props: P) {
    const open = isOpen(props);
    const [used, setUsed] = useState(open);
    if (open && !used) setUsed(true);
    // A failed prefetch is no error yet: opening asks again, and shows it if it fails then.
    useEffect(() => whenIdle(() => void fetch().catch(() => undefined)), []);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
