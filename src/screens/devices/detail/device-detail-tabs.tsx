import {
  IconAlertTriangle,
  IconChartLine,
  IconClipboardCheck,
  IconFileText,
  IconHistory,
  IconInfoCircle,
  IconTool,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

import { readingsSince, type DeviceDetail } from '@/api/types/devices';
import { Skeleton } from '@/components/feedback/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { ReadingsTab } from '@/screens/charts';

import { AlarmsTab } from './alarms-tab';
import { DocumentsTab } from './documents-tab';
import { HistoryTab } from './history-tab';
import { MaintenanceTab } from './maintenance-tab';
import { OverviewTab } from './overview-tab';
import type { ReadingRange } from './reading-range';
import type { DeviceDetailTab } from './use-device-detail';

/** The Tests tab loads with the tab: its form, verdict rules and charts are no part of the page. */
const DeviceTestsTab = lazy(() =>
  import('@/screens/shared/electrical-tests/device-tests-tab').then((m) => ({
    default: m.DeviceTestsTab,
  })),
);

export interface DeviceDetailTabsProps {
  device: DeviceDetail;
  tab: DeviceDetailTab;
  onTabChange: (tab: string) => void;
  range: ReadingRange;
  onRangeChange: (range: ReadingRange) => void;
  /** The device page's path, for links between devices. */
  detailPath: string;
  /** Opens the form of a new work order for the device. */
  onSchedule: () => void;
}

/**
 * The device page's tabs: overview and nameplate, readings, alarms, maintenance, tests,
 * documents, history.
 */
export function DeviceDetailTabs({
  device,
  tab,
  onTabChange,
  range,
  onRangeChange,
  detailPath,
  onSchedule,
}: DeviceDetailTabsProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="overview" icon={<IconInfoCircle />}>
          {t('tabs.overview')}
        </TabsTrigger>
        <TabsTrigger value="readings" icon={<IconChartLine />}>
          {t('tabs.readings')}
        </TabsTrigger>
        <TabsTrigger value="alarms" icon={<IconAlertTriangle />}>
          {t('tabs.alarms')}
        </TabsTrigger>
        <TabsTrigger value="maintenance" icon={<IconTool />}>
          {t('tabs.maintenance')}
        </TabsTrigger>
        <TabsTrigger value="tests" icon={<IconClipboardCheck />}>
          {t('tabs.tests')}
        </TabsTrigger>
        <TabsTrigger value="documents" icon={<IconFileText />}>
          {t('tabs.documents')}
        </TabsTrigger>
        <TabsTrigger value="history" icon={<IconHistory />}>
          {t('tabs.history')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab device={device} detailPath={detailPath} />
      </TabsContent>
      <TabsContent value="readings">
        <ReadingsTab
          number={device.number}
          device={device}
          range={range}
          onRangeChange={onRangeChange}
        />
      </TabsContent>
      <TabsContent value="alarms">
        <AlarmsTab number={device.number} reads={readingsSince(device) !== null} />
      </TabsContent>
      <TabsContent value="maintenance">
        <MaintenanceTab device={device} onSchedule={onSchedule} />
      </TabsContent>
      <TabsContent value="tests">
        <Suspense fallback={<Skeleton variant="block" className="ee:h-[240px]" />}>
          <DeviceTestsTab device={device} readOnly={Boolean(device.deletedAt)} />
        </Suspense>
      </TabsContent>
      <TabsContent value="documents">
        <DocumentsTab number={device.number} readOnly={Boolean(device.deletedAt)} />
      </TabsContent>
      <TabsContent value="history">
        <HistoryTab number={device.number} />
      </TabsContent>
    </Tabs>
  );
}
