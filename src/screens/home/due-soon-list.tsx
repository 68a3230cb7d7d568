import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Chip } from '../../components/ui/chip';
import type { DeviceListItem } from '../../api/types/devices';
import { deviceDetailPath } from '../devices/shared/device-columns';
import { daysUntil, useDeviceFormat } from '../devices/shared/format';

export interface DueSoonListProps {
  /** Devices due for inspection soon, soonest first. */
  devices: readonly DeviceListItem[];
}

/** Devices whose inspection falls in the next 30 days, each linking to its detail page. */
export function DueSoonList({ devices }: DueSoonListProps) {
  const { t } = useTranslation('devices');
  const f = useDeviceFormat();
  if (devices.length === 0) return <p className="m-0 py-6 text-center text-[15px] text-muted">{t('home.dueSoonEmpty')}</p>;
  return (
    <ul className="m-0 flex list-none flex-col gap-4 p-0">
      {devices.map((d) => {
        const days = d.nextInspection ? daysUntil(d.nextInspection) : 0;
        return (
          <li key={d.number} className="flex items-center gap-3">
            <span aria-hidden className="tone-primary flex size-[38px] shrink-0 items-center justify-center rounded-ee bg-tone/16 text-[13px] font-semibold text-tone-ink">
              {d.typeCode}
            </span>
            <div className="min-w-0 flex-1">
              <Link to={deviceDetailPath(d.number)} className="font-medium text-heading hover:text-primary-ink hover:underline">
                {d.number}
              </Link>
              <div className="truncate text-[13px] text-muted">
                {d.name} · {d.locationName}
              </div>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="text-[13px] whitespace-nowrap text-heading">{f.date(d.nextInspection)}</span>
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
