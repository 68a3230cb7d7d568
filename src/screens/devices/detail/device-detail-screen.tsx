import {
  IconAlertTriangle,
  IconChartLine,
  IconFileText,
  IconHistory,
  IconInfoCircle,
  IconTool,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useDeleteDevice, useDevice } from '@/api/client/devices';
import { ApiError } from '@/api/client/request';
import { readingsSince } from '@/api/types/devices';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { toast } from '@/components/feedback/toast';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { ReadingsTab } from '@/screens/charts';
import { useScreenPaths } from '@/screens/paths';
import { isolate } from '@/screens/shared/bidi';
import { useActionParam } from '@/screens/shared/use-action-param';

import {
  ChangeStatusDialog,
  DeviceFormDrawer,
  MaintenanceFormDialog,
  PrintLabelDialog,
} from '../shared/lazy-overlays';
import { AlarmsTab } from './alarms-tab';
import { DeletedNotice } from './deleted-notice';
import { DeviceHeaderCard, type DeviceAction } from './device-header-card';
import { DocumentsTab } from './documents-tab';
import { HistoryTab } from './history-tab';
import { MaintenanceTab } from './maintenance-tab';
import { OverviewTab } from './overview-tab';
import { isReadingRange, type ReadingRange } from './reading-range';

// Drawn only for a number that does not exist: its search and match list load then.
const DeviceNotFound = lazy(() =>
  import('./device-not-found').then((m) => ({ default: m.DeviceNotFound })),
);

export const DEVICE_DETAIL_TABS = [
  'overview',
  'readings',
  'alarms',
  'maintenance',
  'documents',
  'history',
] as const;
export type DeviceDetailTab = (typeof DEVICE_DETAIL_TABS)[number];

const isTab = (v: string | null): v is DeviceDetailTab =>
  (DEVICE_DETAIL_TABS as readonly (string | null)[]).includes(v);

export interface DeviceDetailScreenProps {
  /** The device to show; defaults to `?number=` of the URL. */
  number?: string;
  /** Origin the QR code's link starts with; defaults to the page's origin. */
  linkOrigin?: string;
}

/**
 * `/deviceDetail?number=…`: the device's header (status, condition, location, QR label,
 * actions) and tabs for overview and nameplate, readings, alarms, maintenance, documents and
 * history. The tab is kept in `&tab=`, the readings range in `&range=`.
 */
/** The forms a link may open (`&action=…`); deleting always starts from the page itself. */
const URL_ACTIONS = [
  'edit',
  'status',
  'maintenance',
  'print',
] as const satisfies readonly DeviceAction[];

export function DeviceDetailScreen({ number: numberProp, linkOrigin }: DeviceDetailScreenProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  // This page (QR code, label, links between devices), the register (back, after delete) and
  // the locations page (breadcrumbs), as the host routes them.
  const {
    deviceDetail: detailPath,
    devices: listPath,
    deviceLocation: locationPath,
  } = useScreenPaths();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const number = (numberProp ?? params.get('number') ?? '').trim() || null;
  const rawTab = params.get('tab');
  const tab: DeviceDetailTab = isTab(rawTab) ? rawTab : 'overview';
  const rawRange = params.get('range');
  const range: ReadingRange = isReadingRange(rawRange) ? rawRange : '24h';
  const query = useDevice(number);
  const remove = useDeleteDevice();
  const [action, setAction] = useState<DeviceAction | null>(null);
  // `&action=maintenance` (the palette's "Schedule maintenance for …") opens that form once the
  // device is here; a deleted device has no forms.
  useActionParam(URL_ACTIONS, setAction, Boolean(query.data && !query.data.deletedAt));

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (!number || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Suspense fallback={null}>
        <DeviceNotFound number={number} detailPath={detailPath} listPath={listPath} />
      </Suspense>
    );
  }

  if (query.isError) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{t('pageTitle')}</h1>
        <Card>
          <ErrorState
            titleAs="h2"
            title={t('loadError')}
            message={query.error.message}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }

  const device = query.data;
  if (!device) {
    return (
      <section
        className="ee:flex ee:flex-col ee:gap-6 ee:p-4 ee:sm:p-6"
        aria-busy="true"
        aria-label={t('loading')}
      >
        <Card className="ee:flex ee:gap-6 ee:p-6">
          <div className="ee:flex ee:flex-1 ee:flex-col ee:gap-4">
            <Skeleton className="ee:h-7 ee:w-48" />
            <Skeleton className="ee:h-6 ee:w-2/3" />
            <Skeleton className="ee:w-1/2" />
            <div className="ee:flex ee:gap-2">
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} className="ee:h-[30px] ee:w-28" />
              ))}
            </div>
          </div>
          <Skeleton className="ee:size-32 ee:rounded-ee" />
        </Card>
        <Skeleton className="ee:h-11 ee:w-full" />
        <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-2">
          <Card className="ee:p-6">
            <SkeletonText lines={6} />
          </Card>
          <Card className="ee:p-6">
            <SkeletonText lines={6} />
          </Card>
        </div>
      </section>
    );
  }

  const origin = linkOrigin ?? (typeof window !== 'undefined' ? window.location.origin : '');
  const link = `${origin}${detailPath}?number=${encodeURIComponent(device.number)}`;
  const close = () => setAction(null);

  return (
    <Page>
      <DeviceHeaderCard
        device={device}
        link={link}
        locationPath={locationPath}
        onAction={setAction}
      />
      {device.deletedAt && <DeletedNotice device={device} />}

      <Tabs value={tab} onValueChange={(v) => setParam('tab', v === 'overview' ? null : v)}>
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
            onRangeChange={(r) => setParam('range', r === '24h' ? null : r)}
          />
        </TabsContent>
        <TabsContent value="alarms">
          <AlarmsTab number={device.number} reads={readingsSince(device) !== null} />
        </TabsContent>
        <TabsContent value="maintenance">
          <MaintenanceTab device={device} />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsTab number={device.number} />
        </TabsContent>
        <TabsContent value="history">
          <HistoryTab number={device.number} />
        </TabsContent>
      </Tabs>

      <PrintLabelDialog
        device={device}
        link={link}
        open={action === 'print'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <ChangeStatusDialog
        device={device}
        open={action === 'status'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <MaintenanceFormDialog
        device={device}
        mode="schedule"
        open={action === 'maintenance'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <DeviceFormDrawer
        device={device}
        open={action === 'edit'}
        onOpenChange={(o: boolean) => !o && close()}
      />
      <ConfirmDialog
        open={action === 'delete'}
        onOpenChange={(o) => !o && close()}
        destructive
        title={t('delete.title', { number: device.number })}
        message={
          <>
            {isolate((v) => t('delete.message', { name: v.name }), { name: device.name })}
            {/* A cabinet with breakers in it: they are detached, not deleted (the API does the same). */}
            {device.childNumbers.length > 0 && (
              <span className="ee:mt-2 ee:block">
                {t('delete.detach', { numbers: device.childNumbers.join(', ') })}
              </span>
            )}
          </>
        }
        confirmLabel={t('actions.delete')}
        onConfirm={async () => {
          await remove.mutateAsync(device.number);
          toast.success(t('delete.done', { number: device.number }));
          navigate(listPath);
        }}
      />
    </Page>
  );
}
