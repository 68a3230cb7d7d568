import { IconAlertTriangle, IconFlame } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { Alarm } from '@/api/types/devices';
import { Chip } from '@/components/ui/chip';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { deviceDetailHref, useScreenPaths } from '../paths';
import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';

export interface AlarmListProps {
  /** Alarms, newest first. */
  alarms: readonly Alarm[];
}

/**
 * The latest alarms: severity, device (linking to its detail), the metric's peak against its limit,
 * and when.
 */
export function AlarmList({ alarms }: AlarmListProps) {
  const { t } = useKitTranslation(devicesNs);
  const paths = useScreenPaths();
  const f = useFormat();
  if (alarms.length === 0)
    return (
      <p className="ee:m-0 ee:py-6 ee:text-center ee:text-[15px] ee:text-muted">
        {t('home.alarmsEmpty')}
      </p>
    );
  const value = (v: number, unit: string) => `${f.number(v, 1)} ${unit}`;
  return (
    <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
      {alarms.map((a) => {
        const critical = a.severity === 'critical';
        return (
          <li key={a.id} className="ee:flex ee:items-start ee:gap-3">
            <span
              aria-hidden
              className={`${critical ? 'ee:tone-error' : 'ee:tone-warning'} ee:flex ee:size-[38px] ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink`}
            >
              {critical ? <IconFlame size={22} /> : <IconAlertTriangle size={22} />}
            </span>
            <div className="ee:min-w-0 ee:flex-1">
              <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
                <Link
                  to={deviceDetailHref(paths, a.deviceNumber)}
                  className="ee:tap-target ee:font-medium ee:text-heading ee:hover:text-primary-ink ee:hover:underline"
                >
                  {a.deviceNumber}
                </Link>
                <Chip color={critical ? 'error' : 'warning'}>
                  {t(`home.severity.${a.severity}`)}
                </Chip>
                {a.endedAt === null && <Chip color="secondary">{t('home.ongoing')}</Chip>}
              </div>
              <div className="ee:text-[13px] ee:text-muted">
                {/* Values with their units stay one piece each in rtl ("97.5 %", not "% 97.5"). */}
                {isolate(
                  (v) =>
                    t('home.alarmPeak', {
                      metric: t(`home.metric.${a.metric}`),
                      peak: v.peak,
                      threshold: v.threshold,
                    }),
                  { peak: value(a.peak, a.unit), threshold: value(a.threshold, a.unit) },
                )}
              </div>
            </div>
            <time
              dateTime={a.startedAt}
              className="ee:shrink-0 ee:text-[13px] ee:whitespace-nowrap ee:text-muted"
            >
              {f.time(a.startedAt)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
