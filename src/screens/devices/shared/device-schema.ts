/**
 * The device form: values as typed (so nothing is lost on a failed save), the zod schema with
 * translated messages, and the conversions to and from the API's shapes.
 */
import { z } from 'zod';
import type { TFunction } from 'i18next';
import {
  DEVICE_STATUSES,
  NAMEPLATE_FIELDS,
  TEXT_NAMEPLATE_FIELDS,
  type Device,
  type DeviceCondition,
  type DeviceInput,
  type DeviceStatus,
  type Nameplate,
  type NameplateField,
} from '../../../api/types/devices';

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
  tags: string;
  notes: string;
  nameplate: Record<NameplateField, string>;
}

/** `YY` + two capital letters + a serial from 10001. */
export const DEVICE_NUMBER_RE = /^(\d{2})([A-Z]{2})(\d{5,})$/;

export function isTextNameplateField(field: NameplateField): boolean {
  return (TEXT_NAMEPLATE_FIELDS as readonly string[]).includes(field);
}

const EMPTY_NAMEPLATE = Object.fromEntries(NAMEPLATE_FIELDS.map((f) => [f, ''])) as Record<NameplateField, string>;

/** The schema; `nameplateFields` are the fields of the chosen type (the others are ignored). */
export function deviceSchema(t: TFunction<'ee-devices'>, nameplateFields: readonly NameplateField[] = []) {
  const date = z.string().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), t('validation.required'));
  const nameplateShape = Object.fromEntries(
    NAMEPLATE_FIELDS.map((f) => [
      f,
      nameplateFields.includes(f) && !isTextNameplateField(f)
        ? z.string().refine((v) => v.trim() === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), t('validation.notANumber'))
        : z.string(),
    ]),
  ) as Record<NameplateField, z.ZodString>;
  return z
    .object({
      number: z.string().trim().refine((v) => v === '' || (DEVICE_NUMBER_RE.test(v) && Number(DEVICE_NUMBER_RE.exec(v)![3]) >= 10001), t('validation.numberFormat')),
      name: z.string().trim().min(1, t('validation.nameRequired')).max(120),
      typeId: z.string().min(1, t('validation.typeRequired')),
      locationId: z.string().min(1, t('validation.locationRequired')),
      model: z.string(),
      manufacturer: z.string(),
      serialNumber: z.string(),
      status: z.enum(DEVICE_STATUSES),
      condition: z.string(),
      installDate: date,
      commissionDate: date,
      warrantyUntil: date,
      lastInspection: date,
      responsible: z.string(),
      tags: z.string(),
      notes: z.string(),
      nameplate: z.object(nameplateShape),
    })
    .refine((v) => !v.installDate || !v.commissionDate || v.commissionDate >= v.installDate, { path: ['commissionDate'], message: t('validation.dateOrder') });
}

/** A stored device (or none) as form values; `defaults` prefill a new one. */
export function deviceToForm(device: Device | null | undefined, defaults: Partial<DeviceInput> = {}): DeviceFormValues {
  const src: Partial<Device> & Partial<DeviceInput> = device ?? defaults;
  const nameplate = { ...EMPTY_NAMEPLATE };
  for (const [k, v] of Object.entries(src.nameplate ?? {})) if (v !== undefined && v !== null) nameplate[k as NameplateField] = String(v);
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
    tags: (src.tags ?? []).join(', '),
    notes: src.notes ?? '',
    nameplate,
  };
}

/** Valid form values as the API's body: only the chosen type's nameplate fields, empty dates as null. */
export function deviceFromForm(values: DeviceFormValues, nameplateFields: readonly NameplateField[], creating: boolean): DeviceInput {
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
    tags: values.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    notes: values.notes,
    nameplate,
  };
  if (creating && values.number.trim()) body.number = values.number.trim();
  return body;
}
