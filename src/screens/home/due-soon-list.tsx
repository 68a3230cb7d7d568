import { Link } from 'react-router';

import type { DeviceListItem } from '@/api/types/devices';
import { Chip } from '@/components/ui/chip';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { deviceDetailHref, useScreenPaths } from '../paths';
import { isolateText } from '../shared/bidi';
import { daysUntil, useFormat } from '../shared/format';
import { locationNamesOf } from '../shared/location-trail';

export interface DueSoonListProps {
  /** Devices due for inspection soon, soonest first. */
  devices: readonly DeviceListItem[];
}

/** Devices whose inspection falls in the next 30 days, each linking to its detail page. */
export function DueSoonList({ devices }: DueSoonListProps) {
  const { t } = useKitTranslation(devicesNs);
  const paths = useScreenPaths();
  const f = useFormat();
  if (devices.length === 0)
    return (
      <p className="ee:m-0 ee:py-6 ee:text-center ee:text-[15px] ee:text-muted">
        {t('home.dueSoonEmpty')}
      </p>
    );
  return (
    <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
      {devices.map((d) => {
        const days = d.nextInspection ? daysUntil(d.nextInspection) : 0;
        return (
          <li key={d.number} className="ee:flex ee:items-center ee:gap-3">
            <span
              aria-hidden
              className="ee:tone-primary ee:flex ee:size-[38px] ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-[13px] ee:font-semibold ee:text-tone-ink"
            >
              {d.typeCode}
            </span>
            <div className="ee:min-w-0 ee:flex-1">
              <Link
                to={deviceDetailHref(paths, d.number)}
                className="ee:tap-target ee:font-medium ee:text-heading ee:hover:text-primary-ink ee:hover:underline"
              >
                {d.number}
              </Link>
              {/* The device's name and where it is (its own location; the whole path as the tooltip). */}
              <div
                className="ee:truncate ee:text-[13px] ee:text-muted"
                title={locationNamesOf(d).map(isolateText).join(' › ')}
              >
                <bdi>{d.name}</bdi> · <bdi>{d.locationName}</bdi>
              </div>
            </div>
            <div className="ee:flex ee:shrink-0 ee:flex-col ee:items-end ee:gap-1">
              <span className="ee:text-[13px] ee:whitespace-nowrap ee:text-heading">
                {f.date(d.nextInspection)}
              </span>
              <Chip color={days <= 7 ? 'warning' : 'info'} size="sm">
                {f.relativeDays(days)}
              </Chip>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
