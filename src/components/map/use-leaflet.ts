import type * as Leaflet from 'leaflet';
import { useEffect, useState } from 'react';

export type LeafletModule = typeof Leaflet;
let leafletModule: Promise<LeafletModule> | undefined;

/**
 * Leaflet touches `window` as it loads, so it is imported when a map mounts, never with the
 * module: the package then imports in Node (tests, SSR) and hosts without maps never load it.
 */
function loadLeaflet(): Promise<LeafletModule> {
  leafletModule ??= import('leaflet').then(
    (m) => ((m as { default?: LeafletModule }).default ?? m) as LeafletModule,
  );
  return leafletModule;
}

/** The Leaflet module, once it has loaded (null before). */
export function useLeaflet(): LeafletModule | null {
  const [L, setLeaflet] = useState<LeafletModule | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadLeaflet().then((module) => mounted && setLeaflet(() => module));
    return () => {
      mounted = false;
    };
  }, []);
  return L;
}
