import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';

import { useLiveReading } from '@/api/client/live-hooks';
import { readingsSince, type DeviceListItem } from '@/api/types/devices';
import { now } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import type { Format } from '@/screens/shared/format';

/**
 * The names of the two values shown, translated once per table (not twice per cell and reading).
 */
export interface LiveReadingLabels {
  load: string;
  temperature: string;
}

interface LiveReadingCellProps {
  device: Pick<DeviceListItem, 'number' | 'status' | 'commissionDate' | 'createdAt'>;
  labels: LiveReadingLabels;
  t: TFunction<'ee-devices'>;
  f: Format;
}

/**
 * A register row's live column: the device's latest load and temperature and how old they are.
 * Rendered only while the column is shown, so only the devices of the page on screen are
 * subscribed; devices that send nothing (standby, maintenance, retired, or not yet commissioned)
 * say so instead.
 */
export function LiveReadingCell({ device, labels, t, f }: LiveReadingCellProps) {
  const since = readingsSince(device);
  if (since === null || since > now()) {
    return (
      <span className="ee:whitespace-nowrap ee:text-muted" title={t('list.liveNoneHint')}>
        {t('list.liveNone')}
      </span>
    );
  }
  return <LiveReadingValue number={device.number} labels={labels} t={t} f={f} />;
}

function LiveReadingValue({
  number,
  labels,
  t,
  f,
}: Omit<LiveReadingCellProps, 'device'> & { number: string }) {
  const reading = useLiveReading(number);
  const at = useNow();
  if (!reading)
    return <span className="ee:whitespace-nowrap ee:text-muted">{t('list.liveWaiting')}</span>;
  const over = new Set(reading.over);
  const tone = (metric: 'load' | 'temperature') =>
    over.has(metric) ? 'ee:font-medium ee:text-[var(--ee-error-ink)]' : 'ee:text-heading';
  // Rare (a value past its limit): translated here.
  const overNames = reading.over.map((m) => t(`list.liveMetric.${m}`)).join(', ');
  return (
    <div className="ee:min-w-28" data-live-device={number}>
      <span className="ee:inline-flex ee:items-center ee:gap-1 ee:whitespace-nowrap">
        {overNames && (
          <IconAlertTriangle
            size={16}
            role="img"
            aria-label={t('list.liveOver', { metrics: overNames })}
            className="ee:shrink-0 ee:text-[var(--ee-error-ink)]"
          />
        )}
        <span className={cn(tone('load'))} title={labels.load}>
          {f.percent(reading.values.load / 100)}
        </span>
        <span aria-hidden className="ee:text-muted">
          ·
        </span>
        <span className={cn(tone('temperature'))} title={labels.temperature}>
          {f.number(reading.values.temperature, 1)} °C
        </span>
      </span>
      <time
        dateTime={new Date(reading.t).toISOString()}
        className="ee:block ee:text-[13px] ee:text-muted"
      >
        {f.since(reading.t, at)}
      </time>
    </div>
  );
}
