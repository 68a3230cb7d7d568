import { lazy, Suspense } from 'react';

import { ApiError } from '@/api/client/request';
import { ErrorState } from '@/components/feedback/error-state';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { DeletedNotice } from './deleted-notice';
import { DeviceDetailDialogs } from './device-detail-dialogs';
import { DeviceDetailLoading } from './device-detail-loading';
import { DeviceDetailTabs } from './device-detail-tabs';
import { DeviceHeaderCard } from './device-header-card';
import { useDeviceDetail } from './use-device-detail';

export { DEVICE_DETAIL_TABS, type DeviceDetailTab } from './use-device-detail';

// Drawn only for a number that does not exist: its search and match list load then.
const DeviceNotFound = lazy(() =>
  import('./device-not-found').then((m) => ({ default: m.DeviceNotFound })),
);

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
export function DeviceDetailScreen({ number: numberProp, linkOrigin }: DeviceDetailScreenProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { paths, number, query, action, setAction, ...detail } = useDeviceDetail(numberProp);
  const { deviceDetail: detailPath, devices: listPath, deviceLocation: locationPath } = paths;

  if (!number || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Suspense fallback={null}>
        <DeviceNotFound number={number} detailPath={detailPath} listPath={listPath} />
      </Suspense>
    );
  }

  if (query.isError) {
    return (
      <Page>
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
      </Page>
    );
  }

  const device = query.data;
  if (!device) return <DeviceDetailLoading />;

  const origin = linkOrigin ?? (typeof window !== 'undefined' ? window.location.origin : '');
  const link = `${origin}${detailPath}?number=${encodeURIComponent(device.number)}`;

  return (
    <Page>
      <DeviceHeaderCard
        device={device}
        link={link}
        locationPath={locationPath}
        onAction={setAction}
      />
      {device.deletedAt && <DeletedNotice device={device} />}
      <DeviceDetailTabs
        device={device}
        tab={detail.tab}
        onTabChange={detail.setTab}
        range={detail.range}
        onRangeChange={detail.setRange}
        detailPath={detailPath}
        onSchedule={() => setAction('maintenance')}
      />
      <DeviceDetailDialogs
        device={device}
        link={link}
        action={action}
        onClose={() => setAction(null)}
        onDelete={detail.deleteDevice}
      />
    </Page>
  );
}
