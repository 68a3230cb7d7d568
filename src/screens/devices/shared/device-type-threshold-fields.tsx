import { NumberField } from '@/components/form/number-field';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { DeviceTypeForm } from './use-device-type-form';

export interface DeviceTypeThresholdFieldsProps {
  form: DeviceTypeForm;
}

/** The device type form's alarm thresholds: the highest temperature and load. */
export function DeviceTypeThresholdFields({ form }: DeviceTypeThresholdFieldsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="ee:m-0 ee:border-0 ee:p-0">
      <legend className="ee:mb-3 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('typeFields.thresholds')}
      </legend>
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <NumberField
          label={t('typeFields.maxTemperatureC')}
          error={errors.thresholds?.maxTemperatureC?.message}
          required
          unit="°C"
          {...register('thresholds.maxTemperatureC')}
        />
        <NumberField
          label={t('typeFields.maxLoadPercent')}
          error={errors.thresholds?.maxLoadPercent?.message}
          required
          unit="%"
          {...register('thresholds.maxLoadPercent')}
        />
      </div>
    </fieldset>
  );
}
