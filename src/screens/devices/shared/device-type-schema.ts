/**
 * The device-type form: its values (text as typed, so nothing is lost on a failed save), the
 * zod schema with translated messages, and the conversions to and from the API's shapes.
 */
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { DEVICE_CATEGORIES, NAMEPLATE_FIELDS, type DeviceCategory, type DeviceType, type DeviceTypeInput, type NameplateField } from '../../../api/types/devices';

export interface DeviceTypeFormValues {
  code: string;
  name: string;
  category: DeviceCategory | '';
  description: string;
  inspectionIntervalDays: string;
  nameplateFields: NameplateField[];
  thresholds: { maxTemperatureC: string; maxLoadPercent: string };
}

const toNumber = (v: string) => (v.trim() === '' ? NaN : Number(v));

/** The schema of the form; messages in the current language. */
export function deviceTypeSchema(t: TFunction<'ee-devices'>) {
  const range = (min: number, max: number, message: string, whole = false) =>
    z.string().refine((v) => {
      const n = toNumber(v);
      return Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n));
    }, message);
  return z.object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, t('validation.codeFormat')),
    name: z.string().trim().min(1, t('validation.nameRequired')).max(80),
    category: z.string().refine((v) => (DEVICE_CATEGORIES as readonly string[]).includes(v), t('validation.required')),
    description: z.string(),
    inspectionIntervalDays: range(1, 3650, t('validation.intervalRange'), true),
    nameplateFields: z.array(z.enum(NAMEPLATE_FIELDS)),
    thresholds: z.object({
      // The API wants a number above 0 and at most 1000.
      maxTemperatureC: range(0.001, 1000, t('validation.temperatureRange')),
      maxLoadPercent: range(0.001, 1000, t('validation.loadRange')),
    }),
  });
}

/** Empty form for a new type. */
export const EMPTY_DEVICE_TYPE: DeviceTypeFormValues = {
  code: '',
  name: '',
  category: '',
  description: '',
  inspectionIntervalDays: '180',
  nameplateFields: [],
  thresholds: { maxTemperatureC: '85', maxLoadPercent: '90' },
};

/** A stored type as form values. */
export function deviceTypeToForm(type: DeviceType | null | undefined): DeviceTypeFormValues {
  if (!type) return EMPTY_DEVICE_TYPE;
  return {
    code: type.code,
    name: type.name,
    category: type.category,
    description: type.description,
    inspectionIntervalDays: String(type.inspectionIntervalDays),
    nameplateFields: [...type.nameplateFields],
    thresholds: { maxTemperatureC: String(type.thresholds.maxTemperatureC), maxLoadPercent: String(type.thresholds.maxLoadPercent) },
  };
}

/** Valid form values as the API's body. */
export function deviceTypeFromForm(values: DeviceTypeFormValues): DeviceTypeInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    category: values.category as DeviceCategory,
    description: values.description.trim(),
    inspectionIntervalDays: Number(values.inspectionIntervalDays),
    nameplateFields: values.nameplateFields,
    thresholds: { maxTemperatureC: Number(values.thresholds.maxTemperatureC), maxLoadPercent: Number(values.thresholds.maxLoadPercent) },
  };
}
