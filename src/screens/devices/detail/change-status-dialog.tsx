import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateDevice } from '../../../api/client/devices';
import { DEVICE_STATUSES, type DeviceDetail, type DeviceStatus } from '../../../api/types/devices';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../../components/feedback/dialog';
import { toast } from '../../../components/feedback/toast';
import { useDeviceStatusLabel } from '../shared/device-status-chip';
import { Field, NativeSelect } from '../location/interim-fields';

export interface ChangeStatusDialogProps {
  device: DeviceDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Picks a new status for the device and saves it (the change lands in its history). */
export function ChangeStatusDialog({ device, open, onOpenChange }: ChangeStatusDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <StatusForm key={device.number} device={device} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function StatusForm({ device, onDone }: { device: DeviceDetail; onDone: () => void }) {
  const { t } = useTranslation('deviceDetail');
  const label = useDeviceStatusLabel();
  const update = useUpdateDevice();
  const [status, setStatus] = useState<DeviceStatus>(device.status);
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === device.status) return onDone();
    try {
      await update.mutateAsync({ number: device.number, changes: { status } });
      toast.success(t('status.saved', { status: label(status) }));
      onDone();
    } catch (caught) {
      setError((caught as Error).message);
    }
  };

  return (
    <DialogContent size="sm" title={t('status.title', { number: device.number })} description={t('status.hint')}>
      <form onSubmit={submit} className="contents">
        <DialogBody>
          <Field label={t('status.label')} error={error}>
            {(p) => (
              <NativeSelect {...p} value={status} onChange={(e) => setStatus(e.target.value as DeviceStatus)} autoFocus>
                {DEVICE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {label(s)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary" disabled={update.isPending}>
              {t('actions.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
