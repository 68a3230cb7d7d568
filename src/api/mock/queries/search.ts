/**
 * The app-bar search (SPEC.md §7): a case-insensitive filter on child titles, at most 5
 * children per group with the number that matched in all, groups without a match dropped; plus
 * the devices, found by number or name word by word (as the register's search finds them, so its
 * "see all N" lists the same N).
 */
import { DEVICE_SEARCH_GROUP, SEARCH_CHILDREN_LIMIT, type SearchItem, type SearchMatchGroup } from '../../types/search';
import type { MockDb } from '../db';
import { textParam, wordsMatcher, type ParamSource } from '../query';

/** The device slice is written by another module; read only the `number` and `name` it promises. */
interface DeviceSource {
  devices?: readonly { number?: unknown; name?: unknown }[];
}

/** The first `limit` matches and how many matched in all (one pass, no full match list kept). */
function matches<T>(items: Iterable<T>, isMatch: (item: T) => boolean, limit: number): { children: T[]; total: number } {
  const children: T[] = [];
  let total = 0;
  for (const item of items) {
    if (!isMatch(item)) continue;
    total++;
    if (children.length < limit) children.push(item);
  }
  return { children, total };
}

function* deviceItems(db: DeviceSource): Generator<SearchItem> {
  for (const device of db.devices ?? []) {
    if (typeof device.number !== 'string') continue;
    const item: SearchItem = { title: device.number, url: `/deviceDetail?number=${encodeURIComponent(device.number)}`, icon: 'tabler-bolt' };
    if (typeof device.name === 'string' && device.name) item.subtitle = device.name;
    yield item;
  }
}

export function appBarSearch(db: Pick<MockDb, 'searchGroups'>, params: ParamSource): SearchMatchGroup[] {
  const q = textParam(params, 'q').toLowerCase();
  const has = (text: string | undefined) => text !== undefined && text.toLowerCase().includes(q);
  const groups: SearchMatchGroup[] = [];
  // A device is found by its number or its name ("transformer", "lighting cab 03"); the hit shows both.
  const deviceMatch = wordsMatcher(q);
  const devices = matches(deviceItems(db as DeviceSource), (item) => deviceMatch(item.title, item.subtitle), SEARCH_CHILDREN_LIMIT);
  if (devices.total) groups.push({ ...DEVICE_SEARCH_GROUP, ...devices });
  for (const group of db.searchGroups) {
    const found = matches(group.children, (item) => has(item.title), SEARCH_CHILDREN_LIMIT);
    if (found.total) groups.push({ ...group, ...found });
  }
  return groups;
}
