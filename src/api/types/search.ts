/** The app-bar search: SPEC.md §3 "Search group", §7 GET /api/app-bar/search. */

export interface SearchItem {
  /** Path to navigate to, e.g. "/deviceDetail?number=24DC10001". */
  url: string;
  /** Tabler icon name, e.g. "tabler-bolt". */
  icon: string;
  title: string;
}

export interface SearchGroup {
  title: string;
  category: string;
  children: SearchItem[];
}

/** The group of device numbers (the Chinese label of SPEC.md §1 means "device number"). */
export const DEVICE_SEARCH_GROUP = { title: 'Device number', category: 'devices' } as const;

/** At most this many children per group (SPEC.md §9). */
export const SEARCH_CHILDREN_LIMIT = 5;
