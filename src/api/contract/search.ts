/** The app-bar search: docs/spec.md §3 "Search group", §7 GET /api/app-bar/search. */
import { z } from 'zod';

import { count, queryText } from './common';

export const searchItem = z
  .object({
    url: z
      .string()
      .meta({ description: 'Path to navigate to, e.g. "/deviceDetail?number=24DC10001".' }),
    icon: z.string().meta({ description: 'Tabler icon name, e.g. "tabler-bolt".' }),
    title: z.string(),
    subtitle: z.string().optional().meta({
      description:
        'A second, quieter part: a device’s name beside its number, a location’s path (the places it is in, root first), a person’s e-mail.',
    }),
  })
  .meta({ id: 'SearchItem' });
export type SearchItem = z.infer<typeof searchItem>;

/** At most this many children per group (docs/spec.md §9). */
export const SEARCH_CHILDREN_LIMIT = 5;

export const searchGroup = z
  .object({
    title: z.string().meta({
      description:
        'An English title; clients title groups from their own catalogues by `category`.',
    }),
    category: z.string().meta({
      description:
        'The group’s stable id: devices (device numbers and names), locations (by name), users (by name, username or e-mail; only for a session that may read the sample apps), dashboards, devices-pages, appsPages, pages.',
    }),
    children: z.array(searchItem).max(SEARCH_CHILDREN_LIMIT),
  })
  .meta({ id: 'SearchGroup' });
export type SearchGroup = z.infer<typeof searchGroup>;

/** A group of the answer: the first matching children and how many matched in all. */
export const searchMatchGroup = searchGroup
  .extend({
    total: count.meta({
      description:
        'Children that matched in all: more than those listed when the list was cut at 5 (a client can offer "see all").',
    }),
  })
  .meta({ id: 'SearchMatchGroup' });
export type SearchMatchGroup = z.infer<typeof searchMatchGroup>;

/** The group of devices (the Chinese label of docs/spec.md §1 means "device number"). */
export const DEVICE_SEARCH_GROUP = { title: 'Device number', category: 'devices' } as const;
/** The group of locations: each opens the location's page. */
export const LOCATION_SEARCH_GROUP = { title: 'Locations', category: 'locations' } as const;
/** The group of people (the sample apps' users): each opens the user's page. */
export const USER_SEARCH_GROUP = { title: 'Users', category: 'users' } as const;

export const searchQuery = z.object({
  q: queryText.meta({
    description:
      'Case-insensitive part of a child’s title (in the device, location and user groups: every whitespace-separated word occurs in a device’s number or name, a location’s name, a user’s name, username or e-mail, in any order); groups without a match are left out.',
  }),
});
export const searchResponse = z.array(searchMatchGroup).meta({ id: 'SearchResults' });
