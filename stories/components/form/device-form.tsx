import { Controller } from 'react-hook-form';
import { z } from 'zod';

import { DatePicker } from '@/components/form/date-picker';
import { NumberField } from '@/components/form/number-field';
import { Select } from '@/components/form/select';
import { Switch } from '@/components/form/switch';
import { TextField } from '@/components/form/text-field';
import type { ZodForm } from '@/components/form/use-zod-form';

/** The device form the form stories share. */
export const deviceSchema = z.object({
  name: z.string().trim().min(3, 'Name must have at least 3 characters'),
  serial: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}-\d{4}$/, 'Serial looks like AB-1234'),
  type: z.string().min(1, 'Choose a type'),
  powerKw: z.coerce.number<string | number>().positive('Power must be above 0'),
  installedAt: z.string().min(1, 'Choose the installation day'),
  monitored: z.boolean(),
});

export const deviceDefaults: z.input<typeof deviceSchema> = {
  name: '',
  serial: '',
  type: '',
  powerKw: '',
  installedAt: '',
  monitored: true,
};

export const typeOptions = [
  { value: 'transformer', label: 'Transformer' },
  { value: 'breaker', label: 'Breaker' },
  { value: 'meter', label: 'Meter' },
];

/** The fields, wired to a `useZodForm(deviceSchema)` form. */
export function DeviceFields({ form }: { form: ZodForm<typeof deviceSchema> }) {
  const { register, control, formState } = form;
  const e = formState.errors;
  return (
    <>
      <TextField label="Name" required error={e.name?.message} {...register('name')} />
      <TextField
        label="Serial number"
        required
        hint="Two letters, a dash and four digits"
        error={e.serial?.message}
        {...register('serial')}
      />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            label="Type"
            required
            options={typeOptions}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={e.type?.message}
          />
        )}
      />
      <NumberField
        label="Rated power"
        unit="kW"
        required
        error={e.powerKw?.message}
        {...register('powerKw')}
      />
      <Controller
        control={control}
        name="installedAt"
        render={({ field }) => (
          <DatePicker
            label="Installed on"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={e.installedAt?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="monitored"
        render={({ field }) => (
          <Switch
            label="Remote monitoring"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </>
  );
}
