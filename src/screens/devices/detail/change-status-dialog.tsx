import { Controller } from 'react-hook-form';
import { useUpdateDevice } from '../../../api/client/devices';
import { DEVICE_STATUSES, type DeviceDetail, type DeviceStatus } from '../../../api/types/devices';
import { deviceStatusChange } from '../../../api/contract/devices';
import { FormDialog } from '../../../components/form/form-dialog';
import { Select } from '../../../components/form/select';
import { useZodForm } from '../../../components/form/use-zod-form';
import { toast } from '../../../components/feedback/toast';
import { useDeviceStatusLabel } from '../shared/device-status-chip';
import { useResetOnOpen } from './use-reset-on-open';
import { ConflictPanel } from '../shared/conflict-panel';
import { conflictRows } from '../shared/conflict-rows';
import { useEditConflict } from '../shared/use-edit-conflict';
import { useKitTranslation } from '../../../i18n/use-kit-translation';
import { deviceDetailNs } from '../../../i18n/ns/deviceDetail';
import { devicesNs } from '../../../i18n/ns/devices';

export interface ChangeStatusDialogProps {
  device: DeviceDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Picks a new status for the device and saves it (the change lands in its history). Based on the
 * version shown: when someone else changed the device meanwhile, the dialog says what, to save
 * over it or take it.
 */
export function ChangeStatusDialog({ device, open, onOpenChange }: ChangeStatusDialogProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const label = useDeviceStatusLabel();
  const update = useUpdateDevice();
  const edit = useEditConflict(device, open);
  const form = useZodForm(deviceStatusChange, { defaultValues: { status: device.status } });
  useResetOnOpen(form, open, () => ({ status: device.status }));
  const options = DEVICE_STATUSES.map((s) => ({ value: s, label: label(s) }));
  const { errors } = form.formState;
  const conflict =
    edit.current && edit.loaded
      ? conflictRows({ status: edit.loaded.status }, { status: edit.current.status }, form.getValues(), () => ({ label: td('fields.status'), show: (v) => label(v as DeviceStatus) }))
      : null;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('status.title', { number: device.number })}
      description={t('status.hint')}
      form={form}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      onSubmit={async ({ status }) => {
        if (!edit.current && status === (edit.loaded ?? device).status) return;
        try {
          await update.mutateAsync({ number: device.number, changes: { status }, version: edit.version() });
        } catch (error) {
          edit.capture(error);
          throw error;
        }
        edit.settle();
        toast.success(t('status.saved', { status: label(status) }));
      }}
    >
      {conflict && (
        <ConflictPanel
          rows={conflict}
          onSaveMine={edit.overwrite}
          onUseTheirs={() => {
            const theirs = edit.useTheirs();
            if (theirs) form.reset({ status: theirs.status });
          }}
        />
      )}
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select<DeviceStatus> label={t('status.label')} options={options} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.status?.message} />
        )}
      />
    </FormDialog>
  );
}
