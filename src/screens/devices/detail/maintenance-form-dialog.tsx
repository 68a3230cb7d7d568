import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddMaintenance } from '../../../api/client/devices';
import { ApiError } from '../../../api/client/request';
import {
  MAINTENANCE_KINDS,
  MAINTENANCE_RESULTS,
  MAINTENANCE_STATUSES,
  type DeviceDetail,
  type MaintenanceKind,
  type MaintenanceRecord,
  type MaintenanceResult,
  type MaintenanceStatus,
} from '../../../api/types/devices';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogFooter } from '../../../components/feedback/dialog';
import { toast } from '../../../components/feedback/toast';
import { todayIso, useDeviceFormat } from '../shared/format';
import { Field, NativeSelect, controlClass } from '../location/interim-fields';

export interface MaintenanceFormDialogProps {
  device: DeviceDetail;
  /** `record`: work that was done (defaults: today, done, pass); `schedule`: planned work (defaults: next inspection, planned). */
  mode: 'record' | 'schedule';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved record. */
  onSaved?: (record: MaintenanceRecord) => void;
}

/** Adds a maintenance record: kind, date, technician, status, result, cost, downtime, notes. */
export function MaintenanceFormDialog({ device, mode, open, onOpenChange, onSaved }: MaintenanceFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <MaintenanceForm
          key={`${device.number}-${mode}`}
          device={device}
          mode={mode}
          onDone={(record) => {
            onOpenChange(false);
            onSaved?.(record);
          }}
        />
      )}
    </Dialog>
  );
}

type Errors = Partial<Record<string, string>>;

function MaintenanceForm({ device, mode, onDone }: { device: DeviceDetail; mode: 'record' | 'schedule'; onDone: (record: MaintenanceRecord) => void }) {
  const { t } = useTranslation('deviceDetail');
  const fmt = useDeviceFormat();
  const add = useAddMaintenance();
  const today = todayIso();
  const schedule = mode === 'schedule';
  const [values, setValues] = useState({
    kind: 'inspection' as MaintenanceKind,
    date: schedule ? (device.nextInspection && device.nextInspection > today ? device.nextInspection : today) : today,
    technician: schedule ? device.responsible : '',
    status: (schedule ? 'planned' : 'done') as MaintenanceStatus,
    result: (schedule ? '' : 'pass') as MaintenanceResult | '',
    cost: '0',
    downtimeHours: '0',
    notes: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const validate = (): Errors => {
    const out: Errors = {};
    if (!values.date) out.date = t('validation.required');
    if (!values.technician.trim()) out.technician = t('validation.required');
    for (const k of ['cost', 'downtimeHours'] as const) {
      const n = Number(values[k]);
      if (values[k] !== '' && (!Number.isFinite(n) || n < 0)) out[k] = t('validation.nonNegative');
    }
    return out;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length) return;
    try {
      const record = await add.mutateAsync({
        number: device.number,
        record: {
          kind: values.kind,
          date: values.date,
          technician: values.technician.trim(),
          status: values.status,
          result: values.status === 'done' && values.result ? values.result : null,
          notes: values.notes,
          cost: values.cost === '' ? 0 : Number(values.cost),
          downtimeHours: values.downtimeHours === '' ? 0 : Number(values.downtimeHours),
        },
      });
      toast.success(record.status === 'planned' ? t('maintenance.scheduled', { date: fmt.date(record.date) }) : t('maintenance.saved'));
      onDone(record);
    } catch (caught) {
      // Nothing typed is lost: the form stays open with the API's messages on its fields.
      if (caught instanceof ApiError && Object.keys(caught.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(caught.fieldErrors).map(([k, v]) => [k, v[0]])));
      } else setFormError((caught as Error).message);
    }
  };

  return (
    <DialogContent
      size="lg"
      title={schedule ? t('maintenance.scheduleTitle') : t('maintenance.addTitle')}
      description={schedule ? t('maintenance.scheduleHint', { number: device.number }) : t('maintenance.addHint')}
    >
      <form onSubmit={submit} noValidate className="contents">
        <DialogBody className="grid gap-4 sm:grid-cols-2">
          {formError && (
            <p role="alert" className="tone-error m-0 rounded-ee bg-tone/16 px-3 py-2 text-[13px] text-tone-ink sm:col-span-2">
              {formError}
            </p>
          )}
          <Field label={t('maintenance.kind')} required error={errors.kind}>
            {(p) => (
              <NativeSelect {...p} value={values.kind} onChange={set('kind')} autoFocus>
                {MAINTENANCE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`maintenance.kinds.${k}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('maintenance.date')} required error={errors.date}>
            {(p) => <input {...p} type="date" className={controlClass} value={values.date} onChange={set('date')} />}
          </Field>
          <Field label={t('maintenance.technician')} required error={errors.technician}>
            {(p) => <input {...p} className={controlClass} value={values.technician} onChange={set('technician')} autoComplete="name" />}
          </Field>
          <Field label={t('maintenance.status')} error={errors.status}>
            {(p) => (
              <NativeSelect {...p} value={values.status} onChange={set('status')}>
                {MAINTENANCE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`maintenance.statuses.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('maintenance.result')} error={errors.result}>
            {(p) => (
              <NativeSelect {...p} value={values.status === 'done' ? values.result : ''} onChange={set('result')} disabled={values.status !== 'done'}>
                <option value="">{t('maintenance.noResult')}</option>
                {MAINTENANCE_RESULTS.map((r) => (
                  <option key={r} value={r}>
                    {t(`maintenance.results.${r}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label={t('maintenance.cost')} error={errors.cost} hint={t('maintenance.costHint')}>
              {(p) => <input {...p} type="number" min={0} step="1" inputMode="decimal" className={controlClass} value={values.cost} onChange={set('cost')} />}
            </Field>
            <Field label={t('maintenance.downtimeLabel')} error={errors.downtimeHours}>
              {(p) => <input {...p} type="number" min={0} step="0.5" inputMode="decimal" className={controlClass} value={values.downtimeHours} onChange={set('downtimeHours')} />}
            </Field>
          </div>
          <Field label={t('maintenance.notes')} error={errors.notes} className="sm:col-span-2">
            {(p) => <textarea {...p} rows={3} className={`${controlClass} h-auto py-2`} value={values.notes} onChange={set('notes')} />}
          </Field>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary" disabled={add.isPending}>
              {t('actions.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" loading={add.isPending}>
            {t('actions.save')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
