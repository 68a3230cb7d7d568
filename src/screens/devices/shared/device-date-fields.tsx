import { Controller } from 'react-hook-form';

import { DatePicker } from '@/components/form/date-picker';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { DeviceForm } from './use-device-form';

const DATE_FIELDS = ['installDate', 'commissionDate', 'warrantyUntil', 'lastInspection'] as const;

export interface DeviceDateFieldsProps {
  form: DeviceForm;
}

/** The device form's dates: installed, commissioned, warranty, last inspection. */
export function DeviceDateFields({ form }: DeviceDateFieldsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { control, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="ee:m-0 ee:border-0 ee:p-0">
      <legend className="ee:mb-3 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('form.dates')}
      </legend>
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        {DATE_FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <DatePicker
                label={t(`fields.${name}`)}
                error={errors[name]?.message}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
