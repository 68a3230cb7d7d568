import { useState } from 'react';

import { useBulkSetDeviceStatus } from '@/api/client/devices';
import { isChangedElsewhere } from '@/api/client/request';
import { DEVICE_STATUSES, type DeviceDetail, type DeviceStatus } from '@/api/types/devices';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '@/components/feedback/dialog';
import { toast } from '@/components/feedback/toast';
import { RadioGroup } from '@/components/form/radio-group';
import { Button } from '@/components/ui/button';
import { useCommonText } from '@/components/ui/use-common-text';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface BulkStatusDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange: (open: boolean) => void;
  /** Numbers of the selected devices. */
  numbers: readonly string[];
  /**
   * The version of each device as the list showed it: one changed by someone else since is not
   * changed (the dialog says which, and may apply to them anyway). Without one, unconditional.
   */
  versions?: Readonly<Record<string, number>>;
  /** Called after the change (e.g. to clear the selection). */
  onDone?: () => void;
}

/** A device to change, and the version the change is based on. */
interface Target {
  number: string;
  version?: number;
}

/**
 * Sets one status on every selected device; reports the ones that failed and stays open for
 * them. Devices someone else changed since the list showed them are left as they are and named,
 * with a way to apply to them anyway.
 */
export function BulkStatusDialog({
  open,
  onOpenChange,
  numbers,
  versions,
  onDone,
}: BulkStatusDialogProps) {
  const { t } = useKitTranslation(devicesNs);
  const common = useCommonText();
  const setStatuses = useBulkSetDeviceStatus();
  const [status, setStatus] = useState<DeviceStatus>('in_service');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Devices changed elsewhere, with their current version (to apply anyway). */
  const [changed, setChanged] = useState<Target[]>([]);
  const statusOptions = DEVICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }));

  const apply = async (targets: readonly Target[]) => {
    setBusy(true);
    setError(null);
    setChanged([]);
    const { failures } = await setStatuses.mutateAsync(targets.map((d) => ({ ...d, status })));
    setBusy(false);
    const conflicts: Target[] = [];
    let failed = 0;
    for (const { item, reason } of failures) {
      if (isChangedElsewhere<DeviceDetail>(reason))
        conflicts.push({ number: item.number, version: reason.current.version });
      else failed++;
    }
    if (conflicts.length || failed) {
      setChanged(conflicts);
      if (failed) setError(t('list.bulkPartial', { failed, count: targets.length }));
      return;
    }
    toast.success(t('list.bulkStatusDone', { count: targets.length }));
    onOpenChange(false);
    onDone?.();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) {
          setError(null);
          setChanged([]);
        }
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
            <p
              role="alert"
              className="ee:tone-error ee:m-0 ee:mt-4 ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-2 ee:text-[13px] ee:text-tone-ink"
            >
              {error}
            </p>
          )}
          {changed.length > 0 && (
            <div
              role="alert"
              className="ee:tone-warning ee:mt-4 ee:flex ee:flex-col ee:items-start ee:gap-2 ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-2 ee:text-[13px] ee:text-tone-ink"
            >
              <p className="ee:m-0">
                {t('list.bulkChanged', {
                  count: changed.length,
                  numbers: changed.map((d) => d.number).join(', '),
                })}
              </p>
              <Button
                size="sm"
                variant="tonal"
                color="warning"
                disabled={busy}
                onClick={() => void apply(changed)}
              >
                {t('list.bulkApplyAnyway')}
              </Button>
            </div>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary" disabled={busy}>
              {common('actions.cancel')}
            </Button>
          </DialogClose>
          <Button
            loading={busy}
            onClick={() =>
              void apply(numbers.map((number) => ({ number, version: versions?.[number] })))
            }
          >
            {t('list.bulkStatusApply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
