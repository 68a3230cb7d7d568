import { IconClipboardPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { TestHistoryCard } from './test-history-card';
import { TestResultFormDrawer } from './test-result-form-drawer';
import { useTestText } from './use-test-text';

export interface WorkOrderTestsCardProps {
  /** The order's number and its device. */
  order: { number: string; deviceNumber: string };
  /** May record on it: whoever works on the order (its assignee while open, a planner). */
  works: boolean;
}

/**
 * The results recorded on a work order (the list filtered by order), and "Record a result" for
 * its device: a flag or fail then raises a corrective order whose parent is this one
 * (docs/domain/electrical-tests.md).
 */
export function WorkOrderTestsCard({ order, works }: WorkOrderTestsCardProps) {
  const { t } = useTestText();
  const [recording, setRecording] = useState(false);
  return (
    <>
      <TestHistoryCard
        filter={{ workOrderNumber: order.number }}
        title={t('tab.workOrderTitle')}
        subtitle={t('tab.workOrderSubtitle')}
        emptyTitle={t('tab.workOrderEmpty')}
        actions={
          works && (
            <Button
              size="sm"
              className="ee:max-sm:h-[44px]"
              startIcon={<IconClipboardPlus aria-hidden size={16} />}
              onClick={() => setRecording(true)}
            >
              {t('record.open')}
            </Button>
          )
        }
      />
      {works && (
        <TestResultFormDrawer
          open={recording}
          onOpenChange={setRecording}
          deviceNumber={order.deviceNumber}
          workOrderNumber={order.number}
        />
      )}
    </>
  );
}
