import { Controller } from 'react-hook-form';

import { NAMEPLATE_FIELDS } from '@/api/types/devices';
import { Checkbox } from '@/components/form/checkbox';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { DeviceTypeForm } from './use-device-type-form';

export interface DeviceTypeNameplateFieldsProps {
  form: DeviceTypeForm;
}

/** The device type form's choice of the nameplate fields its devices carry. */
export function DeviceTypeNameplateFields({ form }: DeviceTypeNameplateFieldsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { control, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="ee:m-0 ee:border-0 ee:p-0">
      <legend className="ee:mb-3 ee:p-0 ee:text-[15px] ee:font-medium ee:text-heading">
        {t('typeFields.nameplateFields')}
      </legend>
      <Controller
        control={control}
        name="nameplateFields"
        render={({ field }) => (
          <div className="ee:grid ee:gap-2.5 ee:sm:grid-cols-2">
            {NAMEPLATE_FIELDS.map((f) => (
              <Checkbox
                key={f}
                label={t(`nameplate.${f}`)}
                checked={field.value.includes(f)}
                // Kept in the catalogue's order, whatever order they are ticked in.
                onCheckedChange={(checked) =>
                  field.onChange(
                    checked === true
                      ? NAMEPLATE_FIELDS.filter((x) => x === f || field.value.includes(x))
                      : field.value.filter((x) => x !== f),
                  )
                }
              />
            ))}
          </div>
        )}
      />
      {errors.nameplateFields?.message && (
        <p className="ee:m-0 ee:mt-2 ee:text-[13px] ee:text-[var(--ee-error-ink)]">
          {errors.nameplateFields.message}
        </p>
      )}
    </fieldset>
  );
}
