import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconFlame } from '@tabler/icons-react';
import { Chip } from '../../components/ui/chip';
import type { Alarm } from '../../api/types/devices';
import { deviceDetailPath } from '../devices/shared/device-columns';
import { useDeviceFormat } from '../devices/shared/format';

export interface AlarmListProps {
  /** Alarms, newest first. */
  alarms: readonly Alarm[];
}

/** The latest alarms: severity, device (linking to its detail), the metric's peak against its limit, and when. */
export function AlarmList({ alarms }: AlarmListProps) {
  const { t } = useTranslation('devices');
  const f = useDeviceFormat();
  if (alarms.length === 0) return <p className="m-0 py-6 text-center text-[15px] text-muted">{t('home.alarmsEmpty')}</p>;
  const value = (v: number, unit: string) => `${f.number(v, 1)} ${unit}`;
  return (
    <ul className="m-0 flex list-none flex-col gap-4 p-0">
      {alarms.map((a) => {
        const critical = a.severity === 'critical';
        return (
          <li key={a.id} className="flex items-start gap-3">
            <span aria-hidden className={`${critical ? 'tone-error' : 'tone-warning'} flex size-[38px] shrink-0 items-center justify-center rounded-ee bg-tone/16 text-tone-ink`}>
              {critical ? <IconFlame size={22} /> : <IconAlertTriangle size={22} />}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={deviceDetailPath(a.deviceNumber)} className="font-medium text-heading hover:text-primary-ink hover:underline">
                  {a.deviceNumber}
                </Link>
                <Chip color={critical ? 'error' : 'warning'}>{t(`home.severity.${a.severity}`)}</Chip>
              </div>
              <div className="text-[13px] text-muted">
                {t('home.alarmPeak', { metric: t(`home.metric.${a.metric}`), peak: value(a.peak, a.unit), threshold: value(a.threshold, a.unit) })}
              </div>
            </div>
            <time dateTime={a.startedAt} className="shrink-0 text-[13px] whitespace-nowrap text-muted">
              {f.time(a.startedAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
