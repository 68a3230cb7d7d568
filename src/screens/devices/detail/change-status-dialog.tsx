import { Controller } from 'react-hook-form';

import { useUpdateDevice } from '@/api/client/devices';
import { deviceStatusChange } from '@/api/contract/devices';
import { DEVICE_STATUSES, type DeviceDetail, type DeviceStatus } from '@/api/types/devices';
import { toast } from '@/components/feedback/toast';
import { FormDialog } from '@/components/form/form-dialog';
import { Select } from '@/components/form/select';
import { useZodForm } from '@/components/form/use-zod-form';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useDeviceStatusLabel } from '@/screens/shared/device-status-chip';

import { EditConflictPanel } from '../../shared/edit-conflict/edit-conflict-panel';
import { useEditConflict } from '../../shared/edit-conflict/use-edit-conflict';

export interface ChangeStatusDialogProps {
  device: DeviceDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Picks a new status for the device and saves it (the change lands in its history). Based on the
 * version shown: when someone else changed the device meanwhile, the dialog merges it (a status
 * they changed too asks which to keep).
 */
export function ChangeStatusDialog({ device, open, onOpenChange }: ChangeStatusDialogProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const { t: tf } = useKitTranslation(deviceFormsNs);
  const label = useDeviceStatusLabel();
  const update = useUpdateDevice();
  const form = useZodForm(deviceStatusChange, { defaultValues: { status: device.status } });
  const edit = useEditConflict(device, open, {
    form,
    toValues: (d) => ({ status: d.status }),
    chooseFirst: tf('conflict.chooseFirst'),
  });
  const options = DEVICE_STATUSES.map((s) => ({ value: s, label: label(s) }));
  const { errors } = form.formState;

  return (
    <FormDialog
      resetOnOpen={() => ({ status: device.status })}
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('status.title', { number: device.number })}
      description={t('status.hint')}
      form={form}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isErrorResolved={edit.isResolved}
      onSubmit={async ({ status }) => {
        if (!edit.conflict && status === (edit.loaded ?? device).status) return;
        edit.guard();
        try {
          await update.mutateAsync({
            number: device.number,
            changes: { status },
            version: edit.version(),
          });
        } catch (error) {
          edit.capture(error);
          throw error;
        }
        edit.settle();
        toast.success(t('status.saved', { status: label(status) }));
      }}
    >
      <EditConflictPanel
        edit={edit}
        describe={() => ({ label: td('fields.status'), show: (v) => label(v as DeviceStatus) })}
      />
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select<DeviceStatus>
            label={t('status.label')}
            options={options}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.status?.message}
          />
        )}
      />
    </FormDialog>
  );
}
