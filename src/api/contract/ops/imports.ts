/** The import calls (docs/domain/import.md). */
import { DEVICE_SUBJECT } from '@/auth/subjects';

import * as im from '../imports';
import { idParam, missing, secured, tagged, type Operation } from '../operation';

const t = tagged('Imports');

export const importOperations: Operation[] = [
  secured(
    t.write(
      'post',
      '/api/imports',
      'createImport',
      'Import devices (or check them: dry run)',
      im.importCreateBody,
      {
        status: 200,
        schema: im.importResult,
        description:
          'A dry run: the counts and every refused row, nothing stored. Otherwise (201) the rows that pass are stored in one batch, with the import’s record.',
      },
      {
        description:
          'Each row is read with `locale` (dates ISO, in the locale’s order or Excel serials; numbers with either decimal separator), its type found by code or name, its location by path (`Site › Building › Room`, any of › > / \\ |), its parent by number in any row order, and checked as the Add-device form is (the same message keys, with the row’s line). A new device without a number gets the next one of its type and commissioning year. The devices’ history says they were imported from the file by the user. Who may: whoever may create devices.',
        errors: {
          413: [
            'message',
            `More than ${im.IMPORT_LIMITS.rows.toLocaleString('en')} rows (\`importTooManyRows\`), or a body over 32 MB (\`bodyTooLarge\`).`,
          ],
        },
      },
    ),
    DEVICE_SUBJECT,
  ),
  t.list(
    '/api/imports',
    'listImports',
    'Imports',
    im.importListQuery,
    im.importListResponse,
    'The imports, newest first, undone ones included.',
  ),
  secured(
    {
      ...t.remove(
        '/api/imports/{id}',
        'undoImport',
        'Undo an import',
        idParam('import'),
        {
          ...missing('No import has this id: `Import not found` (`importNotFound`).'),
          409: [
            im.importConflict,
            'A device it created or updated changed since (`importChanged`, with `current.changed`), or it was undone already (`importUndone`): nothing is undone.',
          ],
        },
        200,
      ),
      ok: { status: 200, schema: im.importRecord, description: 'The import, marked undone.' },
      description:
        'Removes the devices the import created (and the locations it created, when empty) and puts back what it updated, all or nothing.',
    },
    DEVICE_SUBJECT,
  ),
];
