/**
 * The home dashboard's project analytics table (docs/spec.md §3). Apart from the sample pages
 * (pages.ts) because the home screen is part of the package and they are not.
 */
import { z } from 'zod';

import { id, listAnswer, listParams, queryText, strings, type ListParamsOf } from './common';

export const projectAnalyticsRow = z
  .object({
    id,
    ...strings('logo', 'name', 'leader'),
    date: z.string().meta({ description: 'Category text, e.g. "React Project".' }),
    team: z.array(z.string()),
    status: z.number().min(0).max(100).meta({ description: 'Percentage 0-100.' }),
  })
  .meta({ id: 'ProjectAnalyticsRow' });
export type ProjectAnalyticsRow = z.infer<typeof projectAnalyticsRow>;

export const PROJECT_SORT_KEYS = ['name', 'leader', 'status'] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
export const projectListQuery = listParams(PROJECT_SORT_KEYS).extend({
  q: queryText.meta({ description: 'Part of the name or leader.' }),
});
export type ProjectListParams = ListParamsOf<typeof projectListQuery>;
export const projectListResponse = listAnswer('ProjectList', 'projects', projectAnalyticsRow);
export type ProjectListResponse = z.infer<typeof projectListResponse>;
