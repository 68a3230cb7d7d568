/**
 * The app-bar search (SPEC.md §7): a case-insensitive filter on child titles, at most 5
 * children per group, groups without a match dropped; plus the device numbers.
 */
import { DEVICE_SEARCH_GROUP, SEARCH_CHILDREN_LIMIT, type SearchGroup, type SearchItem } from '../../types/search';
import type { MockDb } from '../db';
import { textParam, type ParamSource } from '../query';

/** The device slice is written by another module; read only the `number` it promises. */
interface DeviceNumberSource {
  devices?: readonly { number?: unknown }[];
}

/** Up to `limit` items whose title matches, without building the full match list. */
function firstMatches(items: Iterable<SearchItem>, q: string, limit: number): SearchItem[] {
  const out: SearchItem[] = [];
  for (const item of items) {
    if (item.title.toLowerCase().includes(q)) out.push(item);
    if (out.length === limit) break;
  }
  return out;
}

function* deviceItems(db: DeviceNumberSource): Generator<SearchItem> {
  for (const device of db.devices ?? []) {
    if (typeof device.number !== 'string') continue;
    yield { title: device.number, url: `/deviceDetail?number=${encodeURIComponent(device.number)}`, icon: 'tabler-bolt' };
  }
}

export function appBarSearch(db: Pick<MockDb, 'searchGroups'>, params: ParamSource): SearchGroup[] {
  const q = textParam(params, 'q').toLowerCase();
  const groups: SearchGroup[] = [];
  const devices = firstMatches(deviceItems(db as DeviceNumberSource), q, SEARCH_CHILDREN_LIMIT);
  if (devices.length) groups.push({ ...DEVICE_SEARCH_GROUP, children: devices });
  for (const group of db.searchGroups) {
    const children = firstMatches(group.children, q, SEARCH_CHILDREN_LIMIT);
    if (children.length) groups.push({ ...group, children });
  }
  return groups;
}
