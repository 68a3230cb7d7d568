/** The Search calls (docs/spec.md §7, §8). */
import { tagged, type Operation } from '../operation';
import * as search from '../search';

const se = tagged('Search');

export const searchOperations: Operation[] = [
  se.read('/api/app-bar/search', 'appBarSearch', 'App-bar search groups', search.searchResponse, {
    description:
      'Case-insensitive filter on child titles (the device group: device numbers and names; locations by name, with their path; users by name, username or e-mail, only when the `Authorization` session may read the sample apps); at most 5 children a group, with `total` saying how many matched; groups without a match are left out.',
    query: search.searchQuery,
  }),
];
