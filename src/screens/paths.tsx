import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Where the kit's screens link to, so they fit a host's routes (`/equipment/devices`, …). Every
 * link a screen makes is built from these; the defaults are the routes of our own app.
 */
export interface ScreenPaths {
  /** The home page (not-found and not-authorised pages lead there). */
  home: string;
  /** The device register (`?status=…`, `?typeId=…` are added to it). */
  devices: string;
  /** A device's page (`?number=…` is added). */
  deviceDetail: string;
  /** The location tree (`?location=…` is added). */
  deviceLocation: string;
  /** The device type list. */
  deviceTypes: string;
  /** The sign-in page. */
  login: string;
}

export const DEFAULT_SCREEN_PATHS: ScreenPaths = {
  home: '/',
  devices: '/devices',
  deviceDetail: '/deviceDetail',
  deviceLocation: '/deviceLocation',
  deviceTypes: '/deviceTypeList',
  login: '/login',
};

const ScreenPathsContext = createContext<ScreenPaths>(DEFAULT_SCREEN_PATHS);

export interface ScreenPathsProviderProps {
  /** The routes that differ from ours; the rest keep their defaults. */
  paths: Partial<ScreenPaths>;
  children: ReactNode;
}

/** Tells the screens below it where the host mounted each route. */
export function ScreenPathsProvider({ paths, children }: ScreenPathsProviderProps) {
  const parent = useContext(ScreenPathsContext);
  const key = JSON.stringify(paths);
  // Keyed by content: a host writing the paths inline does not re-render every link each time.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ ...parent, ...paths }), [parent, key]);
  return <ScreenPathsContext.Provider value={value}>{children}</ScreenPathsContext.Provider>;
}

/** The paths screens link to (the nearest provider's, else ours). */
export function useScreenPaths(): ScreenPaths {
  return useContext(ScreenPathsContext);
}

/** `path?key=value&…`, with empty values left out. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A device's page. */
export function deviceDetailHref(paths: ScreenPaths, number: string): string {
  return withQuery(paths.deviceDetail, { number });
}
