import { useState } from 'react';

import type { WorkOrder } from '@/api/types/work-orders';
import { useSession } from '@/auth/session-context';
import { WORK_ORDER_SUBJECT } from '@/auth/subjects';
import { Page } from '@/components/layout/page';

import { CostCard } from './cost-card';
import { DowntimeCard } from './downtime-card';
import { PlanningDrawer } from './planning-drawer';
import { SignOffCard } from './sign-off-card';
import { StepDialog } from './step-dialog';
import type { OrderAccess, WorkOrderDetailTab } from './use-work-order-detail';
import { useWorkOrderStep } from './use-work-order-step';
import { WorkOrderDetailTabs } from './work-order-detail-tabs';
import { WorkOrderHeaderCard } from './work-order-header-card';

export interface WorkOrderDetailProps {
  order: WorkOrder;
  access: OrderAccess;
  tab: WorkOrderDetailTab;
  setTab: (tab: string) => void;
}

/** A loaded order: header and steps, the tabs of its work, and its figures beside them. */
export function WorkOrderDetail({ order, access, tab, setTab }: WorkOrderDetailProps) {
  const { session, can } = useSession();
  const step = useWorkOrderStep(order);
  const [planning, setPlanning] = useState(false);
  const closed = order.status === 'done' || order.status === 'cancelled';
  return (
    <Page>
      <WorkOrderHeaderCard
        order={order}
        steps={access.steps}
        onStep={step.take}
        busy={step.busy}
        refusal={step.refusal}
        onEditPlanning={access.plans && !closed ? () => setPlanning(true) : undefined}
      />
      <div className="ee:grid ee:items-start ee:gap-6 ee:lg:grid-cols-[minmax(0,1fr)_20rem]">
        <WorkOrderDetailTabs
          order={order}
          access={access}
          tab={tab}
          onTabChange={setTab}
          canComment={can('update', WORK_ORDER_SUBJECT)}
        />
        <aside className="ee:flex ee:flex-col ee:gap-6" aria-label={order.number}>
          <CostCard order={order} />
          <DowntimeCard order={order} />
          <SignOffCard order={order} />
        </aside>
      </div>
      {step.pending && (
        <StepDialog
          key={step.pending.step}
          order={order}
          pending={step.pending}
          userName={session?.userData.fullName ?? ''}
          onClose={step.closeDialog}
          send={step.send}
        />
      )}
      {access.plans && <PlanningDrawer order={order} open={planning} onOpenChange={setPlanning} />}
    </Page>
  );
}
