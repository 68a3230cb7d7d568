/**
 * The search types of the API: inferred from the contract's schemas (src/api/contract/search.ts),
 * the one definition.
 */
export {
  DEVICE_SEARCH_GROUP,
  LOCATION_SEARCH_GROUP,
  SEARCH_CHILDREN_LIMIT,
  USER_SEARCH_GROUP,
} from '../contract/search';
export type { SearchItem, SearchGroup, SearchMatchGroup } from '../contract/search';
