import { IconAlertTriangle, IconRouteOff } from '@tabler/icons-react';

import { hasWarning, isArrived, isDeviated, isLate, type Vehicle } from '@/api/types/logistics';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { formatKm } from './distance';
import {
  STATE_TONE,
  vehicleName,
  vehicleState,
  WARNING_KEY,
  WARNING_TONE,
} from './vehicle-display';

/**
 * A vehicle's trip as a timeline: where it left from and when, what it reports (a warning, off
 * its route), where it is now, and where and when it arrives (planned and expected) or arrived.
 */
export function VehicleTripTimeline({ vehicle: v }: { vehicle: Vehicle }) {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const place = (city: string, country: string) => t('place', { city, country });
  const start = place(v.startCity, v.startCountry);
  const end = place(v.endCity, v.endCountry);
  const planned = Date.parse(v.plannedArrival);
  const estimated = Date.parse(v.estimatedArrival);
  const parcels = t('fleet.parcels', {
    delivered: f.number(v.deliveredParcels),
    total: f.number(v.parcels),
  });
  return (
    <Timeline aria-label={t('fleet.timelineLabel', { name: vehicleName(v) })}>
      <TimelineItem
        tone="success"
        title={isolate((s) => t('fleet.departed', { place: s.place }), { place: start })}
        time={f.dateTime(v.departedAt)}
        dateTime={v.departedAt}
      />
      {hasWarning(v) && (
        <TimelineItem
          tone={WARNING_TONE[v.warnings]}
          icon={<IconAlertTriangle />}
          title={t('fleet.warning', { warning: t(`warning.${WARNING_KEY[v.warnings]}`) })}
        />
      )}
      {isDeviated(v) && (
        <TimelineItem
          tone="error"
          icon={<IconRouteOff />}
          title={t('fleet.offRoute', { distance: formatKm(v.offRouteKm, f.locale) })}
        />
      )}
      {isArrived(v) ? (
        <TimelineItem
          tone="success"
          title={isolate((s) => t('fleet.arrived', { place: s.place }), { place: end })}
          time={f.dateTime(v.estimatedArrival)}
          dateTime={v.estimatedArrival}
        >
          <p className="ee:m-0">
            {t('fleet.tookTime', { duration: f.duration(estimated - Date.parse(v.departedAt)) })}
          </p>
          <p className="ee:m-0">{parcels}</p>
        </TimelineItem>
      ) : (
        <>
          <TimelineItem
            tone={STATE_TONE[vehicleState(v)]}
            title={t('fleet.inTransit', {
              percent: f.percent(v.progress / 100),
              distance: formatKm(v.distanceKm, f.locale),
            })}
            time={t('fleet.now')}
          >
            <p className="ee:m-0">{parcels}</p>
          </TimelineItem>
          <TimelineItem
            tone={isLate(v) ? 'warning' : 'secondary'}
            variant="outline"
            title={isolate((s) => t('fleet.arriving', { place: s.place }), { place: end })}
            time={f.dateTime(v.estimatedArrival)}
            dateTime={v.estimatedArrival}
          >
            <p className="ee:m-0">{t('fleet.planned', { time: f.dateTime(v.plannedArrival) })}</p>
            {isLate(v) && (
              <p className="ee:tone-warning ee:m-0 ee:font-medium ee:text-tone-ink">
                {t('fleet.lateBy', { duration: f.duration(estimated - planned) })}
              </p>
            )}
          </TimelineItem>
        </>
      )}
    </Timeline>
  );
}
