/**
 * The maintenance form: what was typed, as the API's body, checked by the API contract's rules
 * (required kind, date and technician; cost and downtime within their ranges).
 */
import { z } from 'zod';

import {
  MAINTENANCE_KINDS,
  MAINTENANCE_RESULTS,
  MAINTENANCE_STATUSES,
  maintenanceCreateBody,
} from '@/api/contract/devices';

// Radix Select has no empty value: "no result yet" is a choice of its own, sent as null.
export const NO_RESULT = 'none';
export const RESULT_CHOICES = [NO_RESULT, ...MAINTENANCE_RESULTS] as const;

/**
 * An amount as typed: blank is 0; a text that is not a number stays NaN, which the contract
 * refuses.
 */
const amount = (typed: string) => (typed.trim() === '' ? 0 : Number(typed));

const formValues = z.object({
  kind: z.enum(MAINTENANCE_KINDS),
  date: z.string(),
  technician: z.string(),
  status: z.enum(MAINTENANCE_STATUSES),
  result: z.enum(RESULT_CHOICES),
  cost: z.string(),
  downtimeHours: z.string(),
  notes: z.string(),
});

export type MaintenanceForm = z.input<typeof formValues>;

export const maintenanceFormSchema = formValues
  .transform((values): z.input<typeof maintenanceCreateBody> => ({
    ...values,
    // Only done work has a result.
    result: values.status === 'done' && values.result !== NO_RESULT ? values.result : null,
    cost: amount(values.cost),
    downtimeHours: amount(values.downtimeHours),
  }))
  .pipe(maintenanceCreateBody);
