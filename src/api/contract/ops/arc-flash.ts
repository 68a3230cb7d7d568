/** The arc-flash study calls of a device (docs/domain/arc-flash.md). */
import { z } from 'zod';

import { DEVICE_SUBJECT } from '@/auth/subjects';

import * as af from '../arc-flash';
import {
  changed,
  conditional,
  missing,
  secured,
  tagged,
  withETag,
  type Errors,
  type Operation,
} from '../operation';

const t = tagged('Devices');

// Case-insensitive (the simulation reads 24dc10001 as 24DC10001), so not the number's own pattern.
const numberParam = z.object({
  number: z
    .string()
    .max(20)
    .meta({
      description: 'A device number, e.g. 24DC10001; case-insensitive.',
      examples: ['24DC10001'],
    }),
});
const deviceNotFound = missing(
  'No device of the register has this number (a deleted one neither): `Device not found`.',
);
const deviceDeleted: Errors = {
  409: [
    'message',
    'The device was deleted: its study can no longer change: `This device was deleted: it can be read but no longer changed`.',
  ],
};

export const arcFlashOperations: Operation[] = [
  withETag(
    t.read(
      '/api/devices/{number}/arc-flash',
      'getArcFlashStudy',
      'A device’s arc-flash study',
      af.arcFlashAnswer,
      {
        description:
          'The study the device’s arc-flash label prints (NFPA 70E 130.5(H)), with its review date and `stale` when it is over five years old; `study` is null and the version 0 while the device has none. The ETag is the version.',
        params: numberParam,
        errors: deviceNotFound,
      },
    ),
  ),
  secured(
    conditional(
      withETag(
        t.write(
          'put',
          '/api/devices/{number}/arc-flash',
          'putArcFlashStudy',
          'Record a device’s arc-flash study',
          af.arcFlashStudyBody,
          changed(af.arcFlashAnswer, 'The study as stored, with its new version.'),
          {
            description:
              'The whole study, replacing the stored one (If-Match "0" when there is none yet). Numbers within their bounds, the incident energy or the PPE category (exactly one: `energyOrCategory`), the study date today or before (`studyInFuture`). Who may: whoever may change devices (the admin). Written to the audit log.',
            params: numberParam,
            errors: { ...deviceNotFound, ...deviceDeleted },
          },
        ),
      ),
      af.arcFlashConflict,
      'study',
    ),
    DEVICE_SUBJECT,
  ),
];
