/**
 * GET /api/app-bar/search in SQL (docs/spec.md §7), as the simulation's appBarSearch answers the
 * kit (src/api/mock/queries/search.ts): the register's devices whose number or name holds every
 * word typed (the register list's rule, so its "see all N" lists the same N), the locations whose
 * name holds every word, each group its first five in the register's order with the number that
 * matched; then the app's pages. Words reach SQL as bound LIKE patterns served by the trigram
 * indexes; one query per group reads its five rows and the count.
 */
import { sql, type Kysely, type SqlBool } from 'kysely';

import {
  DEVICE_SEARCH_GROUP,
  LOCATION_SEARCH_GROUP,
  SEARCH_CHILDREN_LIMIT,
  type SearchItem,
  type SearchMatchGroup,
} from '../../src/api/contract/search';
import { createSearchGroups } from '../../src/api/sample/search';
import { queryWords, textParam, type ParamSource } from '../../src/api/shared/params';
import type { Database } from '../db/schema';
import { withLocationPaths } from '../devices/rows';

/** The separator of a location's path in a subtitle (the breadcrumb's). */
const PATH_SEPARATOR = ' › ';

/** `LIKE` text matching `word` anywhere, with its own `%`, `_` and `\` taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every word in one of `columns` (lower-cased). PostgreSQL text holds no NUL, so a word with one
 * is found nowhere.
 */
function everyWord(words: readonly string[], columns: readonly string[]) {
  return words.map((word) =>
    word.includes('\u0000')
      ? sql<SqlBool>`false`
      : sql<SqlBool>`(${sql.join(
          columns.map((c) => sql`lower(${sql.ref(c)}) like ${containing(word)}`),
          sql` or `,
        )})`,
  );
}

/** The first five in `seq`/`id` order with the count of all that matched, in one scan. */
const totalOver = sql<string>`count(*) over ()`.as('total');

async function deviceGroup(
  db: Kysely<Database>,
  words: readonly string[],
): Promise<SearchMatchGroup | undefined> {
  const rows = await db
    .selectFrom('devices as d')
    .select(['d.number', 'd.name', totalOver])
    .where('d.deleted_at', 'is', null)
    .where((eb) => eb.and(everyWord(words, ['d.number', 'd.name'])))
    .orderBy('d.seq')
    .limit(SEARCH_CHILDREN_LIMIT)
    .execute();
  if (rows.length === 0) return undefined;
  const children = rows.map((d): SearchItem => ({
    title: d.number,
    url: `/deviceDetail?number=${encodeURIComponent(d.number)}`,
    icon: 'tabler-bolt',
    ...(d.name && { subtitle: d.name }),
  }));
  return { ...DEVICE_SEARCH_GROUP, children, total: Number(rows[0].total) };
}

async function locationGroup(
  db: Kysely<Database>,
  words: readonly string[],
): Promise<SearchMatchGroup | undefined> {
  // Each with its path from the site down (the recursion over tens of locations), the few listed.
  const rows = await withLocationPaths(db)
    .selectFrom('device_locations as l')
    .innerJoin('location_paths as p', 'p.id', 'l.id')
    .select(['l.id', 'l.name', 'p.names', totalOver])
    .where((eb) => eb.and(everyWord(words, ['l.name'])))
    .orderBy('l.id')
    .limit(SEARCH_CHILDREN_LIMIT)
    .execute();
  if (rows.length === 0) return undefined;
  const children = rows.map((l): SearchItem => {
    const above = l.names.slice(0, -1);
    return {
      title: l.name,
      url: `/deviceLocation?location=${l.id}`,
      icon: 'tabler-map-pin',
      ...(above.length > 0 && { subtitle: above.join(PATH_SEPARATOR) }),
    };
  });
  return { ...LOCATION_SEARCH_GROUP, children, total: Number(rows[0].total) };
}

/**
 * The app's pages: a fixed catalogue of tens of titles shipped with the code (not a table), matched
 * by the part typed as the simulation matches it.
 */
const PAGE_GROUPS = createSearchGroups();

function pageGroups(q: string): SearchMatchGroup[] {
  const groups: SearchMatchGroup[] = [];
  for (const group of PAGE_GROUPS) {
    const matching = group.children.filter((item) => item.title.toLowerCase().includes(q));
    if (matching.length)
      groups.push({
        ...group,
        children: matching.slice(0, SEARCH_CHILDREN_LIMIT).map((item) => ({ ...item })),
        total: matching.length,
      });
  }
  return groups;
}

/**
 * The kit's search. People (the sample apps' users) are not the kit's: its simulation has none, and
 * neither has the server.
 */
export async function appBarSearch(
  db: Kysely<Database>,
  source: ParamSource,
): Promise<SearchMatchGroup[]> {
  const q = textParam(source, 'q').toLowerCase();
  const words = queryWords(q);
  const groups: SearchMatchGroup[] = [];
  const devices = await deviceGroup(db, words);
  if (devices) groups.push(devices);
  const locations = await locationGroup(db, words);
  if (locations) groups.push(locations);
  return [...groups, ...pageGroups(q)];
}
