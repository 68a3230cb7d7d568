/**
 * The app-bar search's answer as the palette may draw it (issue 35.1): whatever came back (an
 * older API, a proxy's page, a broken simulation), only groups and items of the contract's shape
 * are kept, and an item's texts are strings. Checked by hand, not with the contract's zod schema:
 * the palette loads on every signed-in page, and the schema library need not come with it.
 */
import type { SearchItem, SearchMatchGroup } from '@/api/types/search';
import { isRecord } from '@/lib/is-record';

const text = (value: unknown): value is string => typeof value === 'string';

function itemOf(value: unknown): SearchItem | null {
  if (!isRecord(value) || !text(value.url) || !text(value.title) || value.title === '') return null;
  return {
    url: value.url,
    title: value.title,
    icon: text(value.icon) ? value.icon : '',
    ...(text(value.subtitle) && value.subtitle !== '' && { subtitle: value.subtitle }),
  };
}

function groupOf(value: unknown): SearchMatchGroup | null {
  if (!isRecord(value) || !text(value.category) || !Array.isArray(value.children)) return null;
  const children = value.children.map(itemOf).filter((item): item is SearchItem => item !== null);
  if (children.length === 0) return null;
  const total =
    typeof value.total === 'number' &&
    Number.isInteger(value.total) &&
    value.total >= children.length
      ? value.total
      : children.length;
  return { title: text(value.title) ? value.title : '', category: value.category, children, total };
}

/** The groups of a search answer that can be drawn; anything else in it is left out. Pure. */
export function searchGroupsOf(answer: unknown): SearchMatchGroup[] {
  if (!Array.isArray(answer)) return [];
  return answer.map(groupOf).filter((group): group is SearchMatchGroup => group !== null);
}
