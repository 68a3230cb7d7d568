import {
  IconClock,
  IconHistory,
  IconListCheck,
  IconLock,
  IconMessage,
  IconPackage,
  IconPaperclip,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

import type { WorkOrder } from '@/api/types/work-orders';
import { Skeleton } from '@/components/feedback/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ChecklistCard } from './checklist-card';
import { CommentsCard } from './comments-card';
import { HistoryCard } from './history-card';
import { IsolationCard } from './isolation-card';
import { LabourCard } from './labour-card';
import { PartsCard } from './parts-card';
import type { OrderAccess, WorkOrderDetailTab } from './use-work-order-detail';

/** The order's files (photos, reports, instrument exports) load with their tab. */
const AttachmentsCard = lazy(() =>
  import('../../shared/attachments/attachments-card').then((m) => ({
    default: m.AttachmentsCard,
  })),
);

/**
 * The results recorded on the order, under its checklist: their card, form and verdict rules load
 * after the page (a tab more would push Comments out of the row).
 */
const WorkOrderTestsCard = lazy(() =>
  import('../../shared/electrical-tests/work-order-tests-card').then((m) => ({
    default: m.WorkOrderTestsCard,
  })),
);

export interface WorkOrderDetailTabsProps {
  order: WorkOrder;
  access: OrderAccess;
  tab: WorkOrderDetailTab;
  onTabChange: (tab: string) => void;
  /** May write comments: reads orders and may change some (not the client). */
  canComment: boolean;
}

/**
 * The order's work: checklist and the test results recorded on it, isolation, labour, parts, its
 * files (added by whoever works on it); and its history and comments.
 */
export function WorkOrderDetailTabs({
  order,
  access,
  tab,
  onTabChange,
  canComment,
}: WorkOrderDetailTabsProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const { works, actor } = access;
  const userId = actor?.userId ?? null;
  return (
    <Tabs value={tab} onValueChange={onTabChange} className="ee:min-w-0">
      <TabsList aria-label={t('detail.tabs')}>
        <TabsTrigger value="checklist" icon={<IconListCheck />}>
          {t('detail.checklist')}
        </TabsTrigger>
        <TabsTrigger value="isolation" icon={<IconLock />}>
          {t('detail.isolation')}
        </TabsTrigger>
        <TabsTrigger value="labour" icon={<IconClock />}>
          {t('detail.labour')}
        </TabsTrigger>
        <TabsTrigger value="parts" icon={<IconPackage />}>
          {t('detail.parts')}
        </TabsTrigger>
        <TabsTrigger value="files" icon={<IconPaperclip />}>
          {t('detail.files')}
        </TabsTrigger>
        <TabsTrigger value="history" icon={<IconHistory />}>
          {t('detail.history')}
        </TabsTrigger>
        <TabsTrigger value="comments" icon={<IconMessage />}>
          {t('detail.comments')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="checklist" className="ee:pt-6">
        <div className="ee:flex ee:flex-col ee:gap-6">
          <ChecklistCard order={order} editable={works} />
          <Suspense fallback={<Skeleton variant="block" className="ee:h-[160px]" />}>
            <WorkOrderTestsCard order={order} works={works} />
          </Suspense>
        </div>
      </TabsContent>
      <TabsContent value="isolation" className="ee:pt-6">
        <IsolationCard order={order} works={works} defaultLockedById={order.assigneeId ?? userId} />
      </TabsContent>
      <TabsContent value="labour" className="ee:pt-6">
        <LabourCard order={order} works={works} userId={userId} />
      </TabsContent>
      <TabsContent value="parts" className="ee:pt-6">
        <PartsCard order={order} works={works} />
      </TabsContent>
      <TabsContent value="files" className="ee:pt-6">
        <Suspense fallback={<Skeleton variant="block" className="ee:h-[240px]" />}>
          <AttachmentsCard owner={{ kind: 'workOrder', number: order.number }} readOnly={!works} />
        </Suspense>
      </TabsContent>
      <TabsContent value="history" className="ee:pt-6">
        <HistoryCard order={order} />
      </TabsContent>
      <TabsContent value="comments" className="ee:pt-6">
        <CommentsCard order={order} canComment={canComment} />
      </TabsContent>
    </Tabs>
  );
}
