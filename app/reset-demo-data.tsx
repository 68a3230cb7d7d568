import { useQueryClient } from '@tanstack/react-query';

import { ConfirmDialog } from '../src/components/feedback/confirm-dialog';
import { toast } from '../src/components/feedback/toast';
import { commonNs } from '../src/i18n/ns/common';
import { useKitTranslation } from '../src/i18n/use-kit-translation';
import { apiReady, RESET_CHANNEL } from './mock';

/**
 * Brings back the sample data in every tab of the browser (the simulation starts a new journal,
 * which each tab's next request finds) and tells the other tabs, so they refresh what they show.
 * Rejects when the simulation is not running.
 */
async function resetDemoData(): Promise<void> {
  await apiReady();
  const api = window.__mockApi;
  if (!api) throw new Error('The API simulation is not running');
  await api.reset();
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(RESET_CHANNEL);
  channel.postMessage('reset');
  channel.close();
}

export interface ResetDemoDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Reset demo data" (the user menu's, over the simulation only): asks first, then brings back the
 * samples in every tab. This tab refetches what it shows and says so; the others do the same
 * when told (DemoDataNotice). A failure is said in the dialog, which stays open.
 */
export function ResetDemoDataDialog({ open, onOpenChange }: ResetDemoDataDialogProps) {
  const { t } = useKitTranslation(commonNs);
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive
      initialFocus="cancel"
      title={t('mockData.resetTitle')}
      message={t('mockData.resetMessage')}
      confirmLabel={t('mockData.resetConfirm')}
      formatError={() => t('mockData.resetFailed')}
      onConfirm={async () => {
        await resetDemoData();
        await queryClient.invalidateQueries();
        toast.success(t('mockData.resetDone'), { id: 'demo-data-reset' });
      }}
    />
  );
}
