import { useMemo, useState } from 'react';

import { useDeviceAlarms } from '@/api/client/devices';
import { useLiveAlarms } from '@/api/client/live-hooks';
import type { Alarm } from '@/api/types/devices';
import { createDataTableColumns } from '@/components/table/columns';
import { DataTable } from '@/components/table/data-table';
import { Card, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { now } from '@/lib/clock';
import { useFormat } from '@/screens/shared/format';

const col = createDataTableColumns<Alarm>();
const DAYS = 30;

/** Readings past the type's thresholds over the last 30 days, newest first. */
/**
 * `reads`: whether the device sends readings at all (readingsSince); one that does not says so
 * instead of "every reading stayed within its limit".
 */
export function AlarmsTab({ number, reads = true }: { number: string; reads?: boolean }) {
  const { t } = useKitTranslation(deviceDetailNs);
  const fmt = useFormat();
  const [to, setTo] = useState(() => Math.floor(now() / 60_000) * 60_000);
  // An alarm of this device announced live moves the end of the list to its start: it shows at
  // once.
  useLiveAlarms((alarm) => {
    if (alarm.deviceNumber === number)
      setTo((current) => Math.max(current, Date.parse(alarm.startedAt)));
  });
  const query = useDeviceAlarms(number, { from: to - DAYS * 86_400_000, to });
  const columns = useMemo(
    () => [
      col.accessor('metric', {
        id: 'metric',
        header: t('alarms.metric'),
        cell: (c) => t(`metric.${c.getValue()}`),
      }),
      col.accessor('severity', {
        id: 'severity',
        header: t('alarms.severity'),
        cell: (c) => (
          <Chip color={c.getValue() === 'critical' ? 'error' : 'warning'}>
            {t(`alarms.severities.${c.getValue()}`)}
          </Chip>
        ),
        meta: { card: 'status' },
      }),
      col.accessor('startedAt', {
        id: 'startedAt',
        header: t('alarms.started'),
        cell: (c) => <span className="ee:whitespace-nowrap">{fmt.dateTime(c.getValue())}</span>,
      }),
      // An alarm still past its limit has no end yet: it says so rather than inventing one.
      col.accessor('endedAt', {
        id: 'endedAt',
        header: t('alarms.ended'),
        cell: (c) => {
          const ended = c.getValue();
          return ended ? (
            <span className="ee:whitespace-nowrap">{fmt.dateTime(ended)}</span>
          ) : (
            <Chip color="error">{t('alarms.ongoing')}</Chip>
          );
        },
        meta: { csv: (v) => (typeof v === 'string' ? v : t('alarms.ongoing')) },
      }),
      col.accessor((a) => (a.endedAt ? Date.parse(a.endedAt) : to) - Date.parse(a.startedAt), {
        id: 'duration',
        header: t('alarms.duration'),
        meta: { align: 'end' },
        cell: (c) => <span className="ee:whitespace-nowrap">{fmt.duration(c.getValue())}</span>,
      }),
      col.accessor('peak', {
        id: 'peak',
        header: t('alarms.peak'),
        meta: { align: 'end' },
        cell: (c) => <bdi>{`${fmt.number(c.getValue())} ${c.row.original.unit}`}</bdi>,
      }),
      col.accessor('threshold', {
        id: 'threshold',
        header: t('alarms.limit'),
        meta: { align: 'end' },
        cell: (c) => <bdi>{`${fmt.number(c.getValue())} ${c.row.original.unit}`}</bdi>,
      }),
    ],
    [t, fmt, to],
  );
  return (
    <Card>
      <CardHeader
        titleAs="h2"
        title={t('alarms.title')}
        subtitle={t('alarms.subtitle', { days: DAYS, count: query.data?.total ?? 0 })}
      />
      <DataTable
        aria-label={t('alarms.title')}
        columns={columns}
        rows={query.data?.alarms}
        getRowId={(a) => a.id}
        loading={query.isPending}
        error={query.isError ? query.error.message : undefined}
        onRetry={() => query.refetch()}
        emptyTitle={t('alarms.emptyTitle')}
        emptyDescription={reads ? t('alarms.emptyHint') : t('alarms.noReadingsHint')}
        columnMenu={false}
      />
    </Card>
  );
}
