import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../components/feedback/dialog';
import { toast } from '../../components/feedback/toast';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/form/radio-group';
import { useCommonText } from '../../components/ui/use-common-text';
import { useRequester } from '../../api/client/api-provider';
import { invalidateDeviceData, updateDevice } from '../../api/client/devices';
import { DEVICE_STATUSES, type DeviceStatus } from '../../api/types/devices';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { devicesNs } from '../../i18n/ns/devices';

export interface BulkStatusDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Numbers of the selected devices. */
  numbers: readonly string[];
  /** Called after the change (e.g. to clear the selection). */
  onDone?: () => void;
}

/** Sets one status on every selected device; reports the ones that failed and stays open for them. */
export function BulkStatusDialog({ open, onOpenChange, numbers, onDone }: BulkStatusDialogProps) {
  const { t } = useKitTranslation(devicesNs);
  const common = useCommonText();
  const request = useRequester();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DeviceStatus>('in_service');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statusOptions = DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));

  const apply = async () => {
    setBusy(true);
    setError(null);
    const results = await Promise.allSettled(numbers.map((n) => updateDevice(request, n, { status })));
    await invalidateDeviceData(queryClient);
    setBusy(false);
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) {
      setError(t('list.bulkPartial', { failed, count: numbers.length }));
      return;
    }
    toast.success(t('list.bulkStatusDone', { count: numbers.length }));
    onOpenChange(false);
    onDone?.();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent size="sm" title={t('list.bulkStatusTitle', { count: numbers.length })}>
        <DialogBody>
          <RadioGroup<DeviceStatus>
            label={t('list.bulkStatusLabel')}
            options={statusOptions}
            value={status}
            onChange={setStatus}
          />
          {error && (
            <p role="alert" className="ee:tone-error ee:m-0 ee:mt-4 ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-2 ee:text-[13px] ee:text-tone-ink">
              {error}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary" disabled={busy}>
              {common('actions.cancel')}
            </Button>
          </DialogClose>
          <Button loading={busy} onClick={() => void apply()}>
            {t('list.bulkStatusApply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
