/**
 * Bringing a register in (docs/domain/import.md) as schemas: the import's body (rows of text as
 * the file holds them, the mapping of columns to fields, the user's locale), the dry run's and
 * the import's answer with every refused row, and an import as the history keeps it. The rules
 * that read and check the rows are pure functions in src/api/shared/import/.
 */
import { z } from 'zod';

import {
  DEVICE_IMPORT_FIELDS,
  IMPORT_LIMITS,
  IMPORT_MATCH_BY,
  IMPORT_MODES,
} from '../shared/import/fields';
import {
  count,
  id,
  isoDateTime,
  LIMITS,
  listAnswer,
  listParams,
  messageError,
  requiredText,
  type ListParamsOf,
} from './common';
import { deviceNumber } from './devices';

export { IMPORT_LIMITS };

/** What an import brings in. Devices only for now; locations and device types come next. */
export const IMPORT_ENTITIES_SERVED = ['devices'] as const;
export const importEntity = z.enum(IMPORT_ENTITIES_SERVED);

const rowError = z
  .object({
    line: z
      .int()
      .min(1)
      .meta({ description: 'The row’s line in the file (the header is line 1).' }),
    field: z.string().meta({ description: 'The file’s field: a mapped field, e.g. type.' }),
    code: z.string().meta({
      description:
        'The message key of the Add-device form (the `validation` group), e.g. unknownDeviceType.',
    }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .meta({ id: 'ImportRowError' });
export type ImportRowErrorBody = z.infer<typeof rowError>;

/** Body of POST /api/imports. */
export const importCreateBody = z
  .strictObject({
    entity: importEntity,
    fileName: requiredText(LIMITS.name).meta({ description: 'Shown in the history.' }),
    locale: z.enum(['en', 'fr', 'ar', 'zh']).meta({
      description: 'How dates and numbers are read: 05/01/2024 is 5 January in fr, May 1 in en.',
    }),
    mode: z.enum(IMPORT_MODES).meta({
      description: 'create: every row is a new device; upsert: a row matching one updates it.',
    }),
    matchBy: z.enum(IMPORT_MATCH_BY).optional().meta({
      description: 'What an upsert matches on: the device number (default) or the serial number.',
    }),
    createMissingLocations: z.boolean().optional().meta({
      description:
        'Create the steps of a location path missing below an existing site (default false).',
    }),
    mapping: z
      .array(z.enum(DEVICE_IMPORT_FIELDS).nullable())
      .max(IMPORT_LIMITS.columns)
      .meta({ description: 'The field of each column, or null to leave it out.' }),
    rows: z
      .array(z.array(z.string().max(IMPORT_LIMITS.cell)).max(IMPORT_LIMITS.columns))
      .max(IMPORT_LIMITS.rows)
      .meta({
        description: `The rows under the header, cells as text; at most ${IMPORT_LIMITS.rows.toLocaleString('en')} (413 \`importTooManyRows\`), cells of at most ${IMPORT_LIMITS.cell} characters (\`tooLong\`).`,
      }),
    dryRun: z
      .boolean()
      .optional()
      .meta({ description: 'Check only: nothing is stored (default false).' }),
  })
  .meta({ id: 'ImportInput' });
export type ImportInput = z.input<typeof importCreateBody>;

export const importCounts = z
  .object({
    rows: count,
    created: count.meta({ description: 'New devices (to be, in a dry run).' }),
    updated: count,
    skipped: count.meta({ description: 'Blank rows and refused rows.' }),
    rejected: count,
    locationsCreated: count,
  })
  .meta({ id: 'ImportCounts' });

export const importRecord = z
  .object({
    id,
    entity: importEntity,
    fileName: z.string(),
    at: isoDateTime,
    byId: id,
    byName: z.string(),
    mode: z.enum(IMPORT_MODES),
    counts: importCounts,
    numbers: z.array(deviceNumber).meta({ description: 'The devices it created.' }),
    updatedNumbers: z.array(deviceNumber).meta({ description: 'The devices it updated.' }),
    undoneAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Import' });
export type ImportRecord = z.infer<typeof importRecord>;

export const importResult = z
  .object({
    dryRun: z.boolean(),
    counts: importCounts,
    errors: z.array(rowError).meta({ description: 'Every refused row’s reasons, by line.' }),
    import: importRecord
      .nullable()
      .meta({ description: 'The import as stored; null in a dry run.' }),
  })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResult>;

export const IMPORT_SORT_KEYS = ['at'] as const;
export const importListQuery = listParams(IMPORT_SORT_KEYS);
export type ImportListParams = ListParamsOf<typeof importListQuery>;
export const importListResponse = listAnswer('ImportList', 'imports', importRecord);
export type ImportListResponse = z.infer<typeof importListResponse>;

/** 409 of DELETE /api/imports/{id}: records changed since, which undo would overwrite. */
export const importConflict = messageError
  .extend({
    current: z
      .object({ changed: z.array(deviceNumber) })
      .optional()
      .meta({ description: 'The devices changed since the import (`importChanged`).' }),
  })
  .meta({ id: 'ImportConflict' });
