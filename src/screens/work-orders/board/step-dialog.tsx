import { useEffect, useState } from 'react';

import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '@/components/feedback/dialog';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import type { PendingStep } from './use-work-order-board';

export interface StepDialogProps {
  /** The step asked about; null: closed. */
  pending: PendingStep | null;
  /** The signed-in user's name: the sign-off's first value. */
  userName: string;
  onClose: () => void;
  /** Sends the step with what was typed; rejects when the API refuses it. */
  onConfirm: (pending: PendingStep, extra: { reason?: string; signOff?: string }) => Promise<void>;
}

/**
 * Asks what a step needs before it is sent: a reason (hold, cancel, reopen, kept in the order's
 * history) or the sign-off name (done). A refused step keeps the dialog and what was typed, with
 * the reason shown.
 */
export function StepDialog({ pending, userName, onClose, onConfirm }: StepDialogProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue(pending?.need === 'signOff' ? userName : '');
    setError(null);
  }, [pending, userName]);
  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(pending, pending.need === 'reason' ? { reason: value } : { signOff: value });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const status = pending ? t(`status.${pending.to}`) : '';
  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        size="sm"
        title={pending ? t('step.title', { number: pending.order.number, status }) : ''}
      >
        <form
          className="ee:contents"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <DialogBody className="ee:flex ee:flex-col ee:gap-4">
            <TextField
              label={pending?.need === 'signOff' ? t('step.signOff') : t('step.reason')}
              hint={pending?.need === 'signOff' ? t('step.signOffHint') : t('step.reasonHint')}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={error ?? undefined}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="tonal" color="secondary" disabled={busy}>
                {t('step.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy} disabled={!value.trim()}>
              {t('step.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
