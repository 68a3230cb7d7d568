import { useState } from 'react';

import {
  useBulkAssignWorkOrders,
  useBulkWorkOrderSteps,
  useWorkOrderAssignees,
} from '@/api/client/work-orders';
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from '@/api/types/work-orders';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '@/components/feedback/dialog';
import { toast } from '@/components/feedback/toast';
import { Select } from '@/components/form/select';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { stepNeeds } from './board/board-rules';
import type { BulkTargets } from './use-work-order-list';

export interface BulkWorkOrderDialogProps {
  /** The orders and what to do to them; null: closed. */
  targets: BulkTargets | null;
  onClose: () => void;
  /** Called after every order went through (e.g. to clear the selection). */
  onDone?: () => void;
}

/** An order a bulk change refused, and why, in the user's language. */
interface Refused {
  number: string;
  reason: string;
}

const NOBODY = '0';
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Assigns the selected orders, or takes one step on each: one call per order. Each refused order
 * is named with the API's reason (translated: a rule of the state machine, someone else's change),
 * the rest are applied; the dialog stays open on the refused ones.
 */
export function BulkWorkOrderDialog({ targets, onClose, onDone }: BulkWorkOrderDialogProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const assignees = useWorkOrderAssignees();
  const steps = useBulkWorkOrderSteps();
  const assign = useBulkAssignWorkOrders();
  const [assignee, setAssignee] = useState<string>('');
  const [status, setStatus] = useState<WorkOrderStatus | ''>('');
  const [reason, setReason] = useState('');
  const [signOff, setSignOff] = useState('');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refused[]>([]);
  const orders = targets?.orders ?? [];
  const needs = status ? orders.map((o) => stepNeeds(o.status, status)) : [];
  const needsReason = needs.includes('reason');
  const needsSignOff = needs.includes('signOff');
  const ready =
    targets?.kind === 'assign'
      ? assignee !== ''
      : status !== '' && (!needsReason || reason.trim()) && (!needsSignOff || signOff.trim());

  const close = () => {
    setRefused([]);
    setAssignee('');
    setStatus('');
    setReason('');
    setSignOff('');
    onClose();
  };

  const apply = async () => {
    if (!targets) return;
    setBusy(true);
    setRefused([]);
    const { failures, items } =
      targets.kind === 'assign'
        ? await assign.mutateAsync(
            orders.map((o) => ({
              number: o.number,
              version: o.version,
              assigneeId: assignee === NOBODY ? null : Number(assignee),
            })),
          )
        : await steps.mutateAsync(
            orders.map((o) => ({
              number: o.number,
              version: o.version,
              change: {
                status: status as WorkOrderStatus,
                ...(stepNeeds(o.status, status as WorkOrderStatus) === 'reason' && { reason }),
                ...(status === 'done' && { signOff }),
              },
            })),
          );
    setBusy(false);
    const done = items.length - failures.length;
    if (done) toast.success(t('list.bulkDone', { count: done }));
    if (!failures.length) {
      close();
      onDone?.();
      return;
    }
    setRefused(failures.map((f) => ({ number: f.item.number, reason: reasonOf(f.reason) })));
  };

  const assigneeOptions = [
    { value: NOBODY, label: t('unassigned') },
    ...(assignees.data?.assignees ?? []).map((a) => ({ value: String(a.id), label: a.fullName })),
  ];
  const statusOptions = WORK_ORDER_STATUSES.filter((s) => s !== 'requested').map((s) => ({
    value: s,
    label: t(`status.${s}`),
  }));
  const title =
    targets?.kind === 'assign'
      ? t('list.bulkAssignTitle', { count: orders.length })
      : t('list.bulkStatusTitle', { count: orders.length });

  return (
    <Dialog open={targets !== null} onOpenChange={(open) => !open && !busy && close()}>
      <DialogContent size="sm" title={title}>
        <DialogBody className="ee:flex ee:flex-col ee:gap-4">
          {targets?.kind === 'assign' ? (
            <Select
              label={t('list.assignTo')}
              options={assigneeOptions}
              value={assignee}
              onChange={setAssignee}
            />
          ) : (
            <>
              <Select<WorkOrderStatus>
                label={t('list.newStatus')}
                options={statusOptions}
                value={status}
                onChange={setStatus}
              />
              {needsReason && (
                <TextField
                  label={t('list.reason')}
                  hint={t('list.reasonHint')}
                  required
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
              {needsSignOff && (
                <TextField
                  label={t('step.signOff')}
                  hint={t('step.signOffHint')}
                  required
                  value={signOff}
                  onChange={(e) => setSignOff(e.target.value)}
                />
              )}
            </>
          )}
          <RefusedList refused={refused} />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary" disabled={busy}>
              {t('list.cancel')}
            </Button>
          </DialogClose>
          <Button loading={busy} disabled={!ready} onClick={() => void apply()}>
            {t('list.apply')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The orders a bulk change refused, each with its reason. */
function RefusedList({ refused }: { refused: readonly Refused[] }) {
  const { t } = useKitTranslation(workOrdersNs);
  if (!refused.length) return null;
  return (
    <div
      role="alert"
      className="ee:tone-error ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-2 ee:text-[13px] ee:text-tone-ink"
    >
      <p className="ee:m-0 ee:font-medium">{t('list.bulkRefused', { count: refused.length })}</p>
      <ul className="ee:m-0 ee:mt-1 ee:ps-4">
        {refused.map((r) => (
          <li key={r.number} data-refused={r.number}>
            {t('list.refusedLine', { number: r.number, reason: r.reason })}
          </li>
        ))}
      </ul>
    </div>
  );
}
