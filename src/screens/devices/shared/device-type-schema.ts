/**
 * The device-type form: its values (text as typed, so nothing is lost on a failed save), the
 * conversions to and from the API's shapes, and the schema: the typed values as the API's body,
 * checked by the API contract's rules (one rule, one message, in the user's language).
 */
import { z } from 'zod';

import {
  deviceTypeCreateBody,
  nameplateField,
  type DeviceCategory,
  type DeviceType,
  type DeviceTypeInput,
  type NameplateField,
} from '@/api/contract/devices';

export interface DeviceTypeFormValues {
  code: string;
  name: string;
  category: DeviceCategory | '';
  description: string;
  inspectionIntervalDays: string;
  nameplateFields: NameplateField[];
  thresholds: { maxTemperatureC: string; maxLoadPercent: string };
}

/** The form's fields as typed. */
const formValues = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  inspectionIntervalDays: z.string(),
  nameplateFields: z.array(nameplateField),
  thresholds: z.object({ maxTemperatureC: z.string(), maxLoadPercent: z.string() }),
});

/** The schema of the form: what was typed, as the API's body, checked by the API's rules. */
export function deviceTypeFormSchema() {
  return formValues
    .transform((values): z.input<typeof deviceTypeCreateBody> =>
      deviceTypeFromForm(values as DeviceTypeFormValues),
    )
    .pipe(deviceTypeCreateBody);
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
    thresholds: {
      maxTemperatureC: String(type.thresholds.maxTemperatureC),
      maxLoadPercent: String(type.thresholds.maxLoadPercent),
    },
  };
}

/** A number as typed: blank is not a number (NaN, refused by the contract), not 0. */
const typedNumber = (v: string) => (v.trim() === '' ? NaN : Number(v));

/** Form values as the API's body. */
export function deviceTypeFromForm(values: DeviceTypeFormValues): DeviceTypeInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    category: values.category as DeviceCategory,
    description: values.description.trim(),
    inspectionIntervalDays: typedNumber(values.inspectionIntervalDays),
    nameplateFields: values.nameplateFields,
    thresholds: {
      maxTemperatureC: typedNumber(values.thresholds.maxTemperatureC),
      maxLoadPercent: typedNumber(values.thresholds.maxLoadPercent),
    },
  };
}
