/**
 * The location dialogs' schemas: what was typed, as the API's body, checked by the API
 * contract's rules (a site must say where it is; names have the contract's limit).
 */
import { z } from 'zod';

import { deviceLocationCreateBody, locationKind, locationRename } from '@/api/contract/devices';

/** A coordinate box: text from a number input; blank means "not given". */
const coordinate = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

const addLocationValues = z.object({
  name: z.string(),
  kind: locationKind,
  code: z.string(),
  lat: z.string(),
  lng: z.string(),
  address: z.string(),
  manager: z.string(),
});

/** Adding a location under `parentId` (null: a site, which needs coordinates). */
export function addLocationSchema(parentId: number | null) {
  return addLocationValues
    .transform((values): z.input<typeof deviceLocationCreateBody> => ({
      name: values.name,
      kind: values.kind,
      parentId,
      code: values.code,
      address: values.address || undefined,
      manager: values.manager || undefined,
      lat: coordinate(values.lat),
      lng: coordinate(values.lng),
    }))
    .pipe(deviceLocationCreateBody);
}

export const renameLocationSchema = locationRename;

/** Where to move a location: a location id, or the top level. */
export const moveLocationSchema = z.object({ parentId: z.string().min(1) });
