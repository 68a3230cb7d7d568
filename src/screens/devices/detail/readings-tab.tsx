import { IconChartLine, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';

import { useLiveStatus } from '@/api/client/live-hooks';
import { READING_METRICS, readingsSince, sendsReadings, type Device } from '@/api/types/devices';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';
import { useFormat } from '@/screens/shared/format';
import { liveIndicatorState } from '@/screens/shared/live-state';

import { MetricChart } from './metric-chart';
import { READING_RANGES, type ReadingRange } from './reading-range';

const RANGE_MS: Record<ReadingRange, number> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

export interface ReadingsTabProps {
  number: string;
  /**
   * What says when the device reads (readingsSince): its status, commissioning date and when it
   * was added. Only a device in service or in fault reads, from its commissioning on; the others
   * get one notice of why there is nothing to chart, and the charts go on live only for the first.
   */
  device: Pick<Device, 'status' | 'commissionDate' | 'createdAt'> & { deletedAt?: string | null };
  range: ReadingRange;
  onRangeChange: (range: ReadingRange) => void;
}

/**
 * A chart per metric (voltage, current, load, temperature) with its alarm limit, over 24 h, 7 d or
 * 30 d.
 */
export function ReadingsTab({ number, device, range, onRangeChange }: ReadingsTabProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { t: td } = useKitTranslation(devicesNs);
  const fmt = useFormat();
  // "Now" is fixed while the tab is open, so the query keys (and the charts) stay put.
  const [to] = useState(() => Math.floor(now() / 60_000) * 60_000);
  const from = to - RANGE_MS[range];
  const [paused, setPaused] = useState(false);
  const status = useLiveStatus();
  const since = readingsSince(device);
  if (since === null || since > to) {
    const why =
      since !== null
        ? t('readings.notYet', { date: fmt.date(new Date(since).toISOString()) })
        : device.deletedAt
          ? t('readings.noneDeleted')
          : sendsReadings(device.status)
            ? t('readings.noneUncommissioned')
            : t('readings.noneStatus', { status: td(`status.${device.status}`) });
    return (
      <Card>
        <EmptyState
          icon={<IconChartLine aria-hidden size={28} />}
          titleAs="h2"
          title={t('readings.noneTitle')}
          description={why}
        />
      </Card>
    );
  }
  // Live for the last 24 hours only: a week's chart would not move visibly.
  const live = { enabled: range === '24h', paused };
  // Said when the range reaches back before the first reading, so a short line is not read as a
  // gap.
  const began =
    since > from
      ? Date.parse(`${device.commissionDate}T00:00:00Z`) >= since
        ? 'sinceCommissioned'
        : 'sinceAdded'
      : null;
  return (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-3">
        <div
          role="group"
          aria-label={t('readings.range')}
          className="ee:flex ee:flex-wrap ee:items-center ee:gap-2"
        >
          <span className="ee:me-1 ee:text-[15px] ee:text-muted" aria-hidden>
            {t('readings.range')}
          </span>
          {READING_RANGES.map((r) => (
            <Button
              key={r}
              size="sm"
              variant={r === range ? 'solid' : 'tonal'}
              color={r === range ? 'primary' : 'secondary'}
              aria-pressed={r === range}
              onClick={() => onRangeChange(r)}
            >
              {t(`readings.ranges.${r}`)}
            </Button>
          ))}
        </div>
        {live.enabled && (
          <div className="ee:flex ee:items-center ee:gap-2">
            <LiveIndicator state={paused ? 'paused' : liveIndicatorState(status)} />
            <Button
              size="sm"
              variant="tonal"
              color="secondary"
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? t('readings.resume') : t('readings.pause')}
            </Button>
          </div>
        )}
      </div>
      {began && (
        <p
          className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:text-muted"
          data-readings-since={since}
        >
          <IconInfoCircle aria-hidden size={18} className="ee:shrink-0" />
          {t(`readings.${began}`, { date: fmt.dateTime(new Date(since).toISOString()) })}
        </p>
      )}
      <div className="ee:grid ee:gap-6 ee:lg:grid-cols-2">
        {READING_METRICS.map((m) => (
          <MetricChart
            key={m}
            number={number}
            metric={m}
            from={from}
            to={to}
            range={range}
            live={live}
          />
        ))}
      </div>
    </div>
  );
}
