import { Controller } from 'react-hook-form';

import { TAG_MAX, TAGS_MAX } from '@/api/contract/devices';
import { ChipInput } from '@/components/form/chip-input';
import { Textarea } from '@/components/form/textarea';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { DeviceForm } from './use-device-form';

export interface DeviceNoteFieldsProps {
  form: DeviceForm;
}

/** The device form's last section: tags and notes. */
export function DeviceNoteFields({ form }: DeviceNoteFieldsProps) {
  const { t } = useKitTranslation(devicesNs);
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <ChipInput
            label={t('fields.tags')}
            hint={t('fields.tagsHint')}
            // The count's error is on the list, a too long tag's on its item.
            error={
              errors.tags?.message ??
              (Array.isArray(errors.tags) ? errors.tags.find(Boolean)?.message : undefined)
            }
            maxLength={TAG_MAX}
            maxItems={TAGS_MAX}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Textarea
        label={t('fields.notes')}
        error={errors.notes?.message}
        rows={3}
        {...register('notes')}
      />
    </>
  );
}
