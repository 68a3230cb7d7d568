/** The app-bar search: SPEC.md §3 "Search group", §7 GET /api/app-bar/search. */
import { z } from 'zod';
import { queryText } from './common';

export const searchItem = z
  .object({
    url: z.string().meta({ description: 'Path to navigate to, e.g. "/deviceDetail?number=24DC10001".' }),
    icon: z.string().meta({ description: 'Tabler icon name, e.g. "tabler-bolt".' }),
    title: z.string(),
  })
  .meta({ id: 'SearchItem' });
export type SearchItem = z.infer<typeof searchItem>;

/** At most this many children per group (SPEC.md §9). */
export const SEARCH_CHILDREN_LIMIT = 5;

export const searchGroup = z
  .object({ title: z.string(), category: z.string(), children: z.array(searchItem).max(SEARCH_CHILDREN_LIMIT) })
  .meta({ id: 'SearchGroup' });
export type SearchGroup = z.infer<typeof searchGroup>;

/** The group of device numbers (the Chinese label of SPEC.md §1 means "device number"). */
export const DEVICE_SEARCH_GROUP = { title: 'Device number', category: 'devices' } as const;

export const searchQuery = z.object({ q: queryText.meta({ description: 'Case-insensitive part of a child’s title; groups without a match are left out.' }) });
export const searchResponse = z.array(searchGroup).meta({ id: 'SearchResults' });
