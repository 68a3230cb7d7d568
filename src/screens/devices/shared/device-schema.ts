/**
 * The device form: values as typed (so nothing is lost on a failed save), the conversions to
 * and from the API's shapes, and the schema: the typed values turned into the API's body and
 * checked by the API contract's own rules, so the form and the API refuse the same things with
 * the same messages.
 */
import { z } from 'zod';

import {
  deviceCreateBody,
  deviceStatus,
  NAMEPLATE_FIELDS,
  TEXT_NAMEPLATE_FIELDS,
  type Device,
  type DeviceCondition,
  type DeviceInput,
  type DeviceStatus,
  type Nameplate,
  type NameplateField,
} from '@/api/contract/devices';

export interface DeviceFormValues {
  number: string;
  name: string;
  typeId: string;
  locationId: string;
  model: string;
  manufacturer: string;
  serialNumber: string;
  status: DeviceStatus;
  condition: string;
  installDate: string;
  commissionDate: string;
  warrantyUntil: string;
  lastInspection: string;
  responsible: string;
  tags: string[];
  notes: string;
  nameplate: Record<NameplateField, string>;
}

export function isTextNameplateField(field: NameplateField): boolean {
  return (TEXT_NAMEPLATE_FIELDS as readonly string[]).includes(field);
}

const EMPTY_NAMEPLATE = Object.fromEntries(NAMEPLATE_FIELDS.map((f) => [f, ''])) as Record<
  NameplateField,
  string
>;

/** The form's fields as typed: text, except the status chosen from a list. */
const formValues = z.object({
  number: z.string(),
  name: z.string(),
  typeId: z.string(),
  locationId: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  serialNumber: z.string(),
  status: deviceStatus,
  condition: z.string(),
  installDate: z.string(),
  commissionDate: z.string(),
  warrantyUntil: z.string(),
  lastInspection: z.string(),
  responsible: z.string(),
  tags: z.array(z.string()),
  notes: z.string(),
  nameplate: z.object(
    Object.fromEntries(NAMEPLATE_FIELDS.map((f) => [f, z.string()])) as Record<
      NameplateField,
      z.ZodString
    >,
  ),
});

/**
 * The schema: what was typed, as the API's body, checked by the API's rules. `nameplateFields`
 * are the fields of the chosen type (the others are not sent); a new device may give a number.
 */
export function deviceFormSchema(nameplateFields: readonly NameplateField[] = [], creating = true) {
  return formValues
    .transform((values): z.input<typeof deviceCreateBody> =>
      deviceFromForm(values, nameplateFields, creating),
    )
    .pipe(deviceCreateBody);
}

/** A stored device (or none) as form values; `defaults` prefill a new one. */
export function deviceToForm(
  device: Device | null | undefined,
  defaults: Partial<DeviceInput> = {},
): DeviceFormValues {
  const src: Partial<Device> & Partial<DeviceInput> = device ?? defaults;
  const nameplate = { ...EMPTY_NAMEPLATE };
  for (const [k, v] of Object.entries(src.nameplate ?? {}))
    if (v !== undefined && v !== null) nameplate[k as NameplateField] = String(v);
  return {
    number: device?.number ?? defaults.number ?? '',
    name: src.name ?? '',
    typeId: src.typeId ? String(src.typeId) : '',
    locationId: src.locationId ? String(src.locationId) : '',
    model: src.model ?? '',
    manufacturer: src.manufacturer ?? '',
    serialNumber: src.serialNumber ?? '',
    status: src.status ?? 'in_service',
    condition: String(src.condition ?? 1),
    installDate: src.installDate ?? '',
    commissionDate: src.commissionDate ?? '',
    warrantyUntil: src.warrantyUntil ?? '',
    lastInspection: src.lastInspection ?? '',
    responsible: src.responsible ?? '',
    tags: [...(src.tags ?? [])],
    notes: src.notes ?? '',
    nameplate,
  };
}

/**
 * Form values as the API's body: only the chosen type's nameplate fields, empty dates as null,
 * numbers as typed (a text that is not a number stays NaN, which the contract refuses).
 */
export function deviceFromForm(
  values: DeviceFormValues,
  nameplateFields: readonly NameplateField[],
  creating: boolean,
): DeviceInput {
  const nameplate: Nameplate = {};
  for (const f of nameplateFields) {
    const raw = values.nameplate[f]?.trim() ?? '';
    if (raw === '') continue;
    (nameplate as Record<string, string | number>)[f] = isTextNameplateField(f) ? raw : Number(raw);
  }
  const dateOrNull = (v: string) => (v ? v : null);
  const body: DeviceInput = {
    name: values.name.trim(),
    typeId: Number(values.typeId),
    locationId: Number(values.locationId),
    model: values.model.trim(),
    manufacturer: values.manufacturer.trim(),
    serialNumber: values.serialNumber.trim(),
    status: values.status,
    condition: Number(values.condition) as DeviceCondition,
    installDate: dateOrNull(values.installDate),
    commissionDate: dateOrNull(values.commissionDate),
    warrantyUntil: dateOrNull(values.warrantyUntil),
    lastInspection: dateOrNull(values.lastInspection),
    responsible: values.responsible.trim(),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    notes: values.notes,
    nameplate,
  };
  if (creating && values.number.trim()) body.number = values.number.trim();
  return body;
}
