/**
 * The app-bar search (docs/spec.md §7): a case-insensitive filter on child titles, at most 5
 * children per group with the number that matched in all, groups without a match dropped; plus
 * the devices, found by number or name word by word (as the register's search finds them, so its
 * "see all N" lists the same N), the locations by name, and the people (the sample apps' users)
 * by name, username or e-mail for a viewer who may read them.
 */
import type { DeviceLocation } from '@/api/types/devices';
import {
  DEVICE_SEARCH_GROUP,
  LOCATION_SEARCH_GROUP,
  SEARCH_CHILDREN_LIMIT,
  USER_SEARCH_GROUP,
  type SearchItem,
  type SearchMatchGroup,
} from '@/api/types/search';

import type { MockDb } from '../db';
import { textParam, wordsMatcher, type ParamSource } from '../query';
import { buildLocationIndex, locationPath } from './device-location-index';

/**
 * The slices other modules write, read only for what they promise: the devices' `number` and
 * `name`, the locations, and the sample apps' users (absent from the package's simulation).
 */
interface SearchSource {
  devices?: readonly { number?: unknown; name?: unknown }[];
  deviceLocations?: readonly DeviceLocation[];
  users?: readonly { id?: unknown; fullName?: unknown; username?: unknown; email?: unknown }[];
}

/** Who is searching: people are found only for a viewer who may read them. */
export interface SearchViewer {
  canReadUsers: boolean;
}

/** The separator of a location's path in a subtitle (the breadcrumb's). */
const PATH_SEPARATOR = ' › ';

/** The first `limit` matches and how many matched in all (one pass, no full match list kept). */
function matches<T>(
  items: Iterable<T>,
  isMatch: (item: T) => boolean,
  limit: number,
): { children: T[]; total: number } {
  const children: T[] = [];
  let total = 0;
  for (const item of items) {
    if (!isMatch(item)) continue;
    total++;
    if (children.length < limit) children.push(item);
  }
  return { children, total };
}

function* deviceItems(db: SearchSource): Generator<SearchItem> {
  for (const device of db.devices ?? []) {
    if (typeof device.number !== 'string') continue;
    const item: SearchItem = {
      title: device.number,
      url: `/deviceDetail?number=${encodeURIComponent(device.number)}`,
      icon: 'tabler-bolt',
    };
    if (typeof device.name === 'string' && device.name) item.subtitle = device.name;
    yield item;
  }
}

/** Locations whose name has every word typed, each titled by its name with the places it is in. */
function locationMatches(
  db: SearchSource,
  words: (...fields: string[]) => boolean,
): { children: SearchItem[]; total: number } {
  const locations = (db.deviceLocations ?? []).filter(
    (l) => typeof l?.id === 'number' && typeof l.name === 'string',
  );
  const found = matches(locations, (l) => words(l.name), SEARCH_CHILDREN_LIMIT);
  if (!found.total) return { children: [], total: 0 };
  // The paths of the few listed only (an index of the whole tree, built once).
  const index = buildLocationIndex(locations);
  const children = found.children.map((l): SearchItem => {
    const above = locationPath(index, l.id)
      .slice(0, -1)
      .map((step) => step.name);
    return {
      title: l.name,
      url: `/deviceLocation?location=${l.id}`,
      icon: 'tabler-map-pin',
      ...(above.length > 0 && { subtitle: above.join(PATH_SEPARATOR) }),
    };
  });
  return { children, total: found.total };
}

/** People whose name, username or e-mail has every word typed. */
function userMatches(
  db: SearchSource,
  words: (...fields: string[]) => boolean,
): { children: SearchItem[]; total: number } {
  const people = (db.users ?? []).filter(
    (u) => typeof u?.id === 'number' && typeof u.fullName === 'string' && u.fullName !== '',
  );
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const found = matches(
    people,
    (u) => words(text(u.fullName), text(u.username), text(u.email)),
    SEARCH_CHILDREN_LIMIT,
  );
  const children = found.children.map((u): SearchItem => ({
    title: text(u.fullName),
    url: `/apps/user/view/${String(u.id)}`,
    icon: 'tabler-user',
    ...(text(u.email) && { subtitle: text(u.email) }),
  }));
  return { children, total: found.total };
}

export function appBarSearch(
  db: Pick<MockDb, 'searchGroups'>,
  params: ParamSource,
  viewer: SearchViewer = { canReadUsers: false },
): SearchMatchGroup[] {
  const q = textParam(params, 'q').toLowerCase();
  const has = (text: string | undefined) => text !== undefined && text.toLowerCase().includes(q);
  const groups: SearchMatchGroup[] = [];
  const source = db as SearchSource;
  // A device is found by its number or its name ("transformer", "lighting cab 03"); the hit shows
  // both.
  const words = wordsMatcher(q);
  const devices = matches(
    deviceItems(source),
    (item) => words(item.title, item.subtitle),
    SEARCH_CHILDREN_LIMIT,
  );
  if (devices.total) groups.push({ ...DEVICE_SEARCH_GROUP, ...devices });
  const locations = locationMatches(source, words);
  if (locations.total) groups.push({ ...LOCATION_SEARCH_GROUP, ...locations });
  // People are personal data: only for a viewer who may read them (and only where the simulation
  // has them).
  const users = viewer.canReadUsers ? userMatches(source, words) : { children: [], total: 0 };
  if (users.total) groups.push({ ...USER_SEARCH_GROUP, ...users });
  for (const group of db.searchGroups) {
    const found = matches(group.children, (item) => has(item.title), SEARCH_CHILDREN_LIMIT);
    if (found.total) groups.push({ ...group, ...found });
  }
  return groups;
}
