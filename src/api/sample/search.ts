/**
 * The app-bar search groups (docs/spec.md §3 "Search group"); device numbers are added at query
 * time.
 */
import type { SearchGroup } from '../contract/search';
import groups from './search.data.json';

// The stored groups list every page; the 5-children limit of the contract applies to answers.
const SEARCH_GROUPS: SearchGroup[] = groups;

/** The groups, a copy of their own for each database. */
export function createSearchGroups(): SearchGroup[] {
  return structuredClone(SEARCH_GROUPS);
}
