/**
 * GET /api/app-bar/search in SQL (docs/spec.md §7), as the simulation's appBarSearch answers the
 * kit (src/api/mock/queries/search.ts): the register's devices whose number or name holds every
 * word typed (the register list's rule, so its "see all N" lists the same N), the locations whose
 * name holds every word, each group its first five in the register's order with the number that
 * matched; then the app's pages. Words reach SQL as bound LIKE patterns served by the trigram
 * indexes; only five rows and a count are read per group.
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

async function deviceGroup(
  db: Kysely<Database>,
  words: readonly string[],
): Promise<SearchMatchGroup | undefined> {
  const base = db
    .selectFrom('devices as d')
    .where('d.deleted_at', 'is', null)
    .where((eb) => eb.and(everyWord(words, ['d.number', 'd.name'])));
  const { total } = await base
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  if (Number(total) === 0) return undefined;
  const rows = await base
    .select(['d.number', 'd.name'])
    .orderBy('d.seq')
    .limit(SEARCH_CHILDREN_LIMIT)
    .execute();
  const children = rows.map((d): SearchItem => ({
    title: d.number,
    url: `/deviceDetail?number=${encodeURIComponent(d.number)}`,
    icon: 'tabler-bolt',
    ...(d.name && { subtitle: d.name }),
  }));
  return { ...DEVICE_SEARCH_GROUP, children, total: Number(total) };
}

async function locationGroup(
  db: Kysely<Database>,
  words: readonly string[],
): Promise<SearchMatchGroup | undefined> {
  const base = db
    .selectFrom('device_locations as l')
    .where((eb) => eb.and(everyWord(words, ['l.name'])));
  const { total } = await base
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  if (Number(total) === 0) return undefined;
  const found = await base
    .select(['l.id', 'l.name'])
    .orderBy('l.id')
    .limit(SEARCH_CHILDREN_LIMIT)
    .execute();
  // The paths of the few listed only.
  const paths = await withLocationPaths(db)
    .selectFrom('location_paths')
    .select(['id', 'names'])
    .where(
      'id',
      'in',
      found.map((l) => l.id),
    )
    .execute();
  const children = found.map((l): SearchItem => {
    const above = (paths.find((p) => p.id === l.id)?.names ?? []).slice(0, -1);
    return {
      title: l.name,
      url: `/deviceLocation?location=${l.id}`,
      icon: 'tabler-map-pin',
      ...(above.length > 0 && { subtitle: above.join(PATH_SEPARATOR) }),
    };
  });
  return { ...LOCATION_SEARCH_GROUP, children, total: Number(total) };
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
