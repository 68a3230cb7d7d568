import type { NameplateField } from '@/api/types/devices';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isTextNameplateField } from './device-schema';
import type { DeviceForm } from './use-device-form';

export interface DeviceNameplateFieldsProps {
  form: DeviceForm;
  /** The nameplate fields the chosen type lists; none draws nothing. */
  nameplateFields: readonly NameplateField[];
}

/** The device form's nameplate: the rated values the chosen type lists. */
export function DeviceNameplateFields({ form, nameplateFields }: DeviceNameplateFieldsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { register, formState } = form;
  const { errors } = formState;
  if (nameplateFields.length === 0) return null;
  return (
    <fieldset className="ee:m-0 ee:border-0 ee:p-0">
      <legend className="ee:mb-1 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('nameplate.title')}
      </legend>
      <p className="ee:m-0 ee:mb-3 ee:text-[13px] ee:text-muted">{t('nameplate.hint')}</p>
      <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        {nameplateFields.map((f) =>
          isTextNameplateField(f) ? (
            <TextField
              key={f}
              label={t(`nameplate.${f}`)}
              error={errors.nameplate?.[f]?.message}
              {...register(`nameplate.${f}`)}
            />
          ) : (
            <NumberField
              key={f}
              label={t(`nameplate.${f}`)}
              error={errors.nameplate?.[f]?.message}
              min={0}
              {...register(`nameplate.${f}`)}
            />
          ),
        )}
      </div>
    </fieldset>
  );
}
