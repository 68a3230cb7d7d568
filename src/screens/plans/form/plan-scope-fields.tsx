import { Controller, useWatch } from 'react-hook-form';

import { useDeviceTypes } from '@/api/client/device-types';
import { RadioGroup } from '@/components/form/radio-group';
import { Select } from '@/components/form/select';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

// The work order form's device search, shared rather than copied.
import { DevicePicker } from '../../shared/work-order-form/device-picker';
import { PLAN_SCOPES } from './plan-form-schema';
import type { PlanZodForm } from './use-plan-form';

const ALL = { itemsPerPage: -1 } as const;

/**
 * What the plan applies to: every device of a type, or one device (searched as one types). The
 * API names a missing scope on the type's field; it shows on whichever of the two is asked.
 */
export function PlanScopeFields({ form }: { form: PlanZodForm }) {
  const { t } = useKitTranslation(plansNs);
  const types = useDeviceTypes(ALL);
  const { control, formState } = form;
  const { errors } = formState;
  const scope = useWatch({ control, name: 'scope' });
  const scopeError = errors.deviceTypeId?.message ?? errors.deviceNumber?.message;
  return (
    <>
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <RadioGroup
            label={t('form.fields.scope')}
            inline
            options={PLAN_SCOPES.map((s) => ({ value: s, label: t(`form.scope.${s}`) }))}
            value={field.value}
            onChange={field.onChange}
            className="ee:sm:col-span-2"
          />
        )}
      />
      {scope === 'type' ? (
        <Controller
          control={control}
          name="deviceTypeId"
          render={({ field }) => (
            <Select
              label={t('form.fields.deviceType')}
              required
              className="ee:sm:col-span-2"
              options={(types.data?.types ?? []).map((d) => ({
                value: String(d.id),
                label: `${d.code} · ${d.name}`,
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={scopeError}
            />
          )}
        />
      ) : (
        <Controller
          control={control}
          name="deviceNumber"
          render={({ field }) => (
            <div className="ee:sm:col-span-2">
              <DevicePicker
                label={t('form.fields.device')}
                required
                placeholder={t('form.fields.devicePlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={scopeError}
              />
            </div>
          )}
        />
      )}
    </>
  );
}
