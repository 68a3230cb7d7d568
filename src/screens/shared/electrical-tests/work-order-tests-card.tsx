import { useState } from 'react';

import { RecordResultButton } from './record-result-button';
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
        emptyDescription={t('tab.workOrderEmptyHint')}
        actions={works && <RecordResultButton onClick={() => setRecording(true)} />}
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
