import { IconTruck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';

import type { Vehicle } from '@/api/types/logistics';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Avatar } from '@/components/ui/avatar';
import { Progress } from '@/components/ui/progress';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { vehicleName, WARNING_KEY } from './vehicle-display';
import { VehicleWarningChip } from './vehicle-warning-chip';

const col = createDataTableColumns<Vehicle>();

/**
 * The vehicle table's columns; their ids are the API's sort keys (SPEC §7), so a header sorts
 * the whole list on the server.
 */
export function useVehicleColumns(): DataTableColumnDef<Vehicle>[] {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const { logisticsFleet } = useScreenPaths();
  return useMemo(
    () => [
      col.accessor('location', {
        header: t('columns.location'),
        cell: (info) => {
          const v = info.row.original;
          const name = vehicleName(v);
          return (
            <div className="ee:flex ee:items-center ee:gap-3">
              <Avatar size="sm" color="secondary" alt="" fallback={<IconTruck aria-hidden />} />
              <Link
                to={withQuery(logisticsFleet, { vehicle: v.id })}
                aria-label={t('showOnMap', { name })}
                className="ee:tap-target ee:whitespace-nowrap ee:font-medium ee:text-heading ee:hover:text-primary-ink ee:hover:underline"
              >
                {name}
              </Link>
            </div>
          );
        },
        meta: { alwaysVisible: true, csv: (value) => `VOL-${String(value)}` },
      }),
      col.accessor((v) => t('place', { city: v.startCity, country: v.startCountry }), {
        id: 'startRoute',
        header: t('columns.startRoute'),
        cell: (info) => <TextLine className="ee:min-w-36">{info.getValue()}</TextLine>,
      }),
      col.accessor((v) => t('place', { city: v.endCity, country: v.endCountry }), {
        id: 'endRoute',
        header: t('columns.endRoute'),
        cell: (info) => <TextLine className="ee:min-w-36">{info.getValue()}</TextLine>,
      }),
      col.accessor('warnings', {
        header: t('columns.warnings'),
        cell: (info) => <VehicleWarningChip warning={info.getValue()} />,
        meta: { csv: (value) => t(`warning.${WARNING_KEY[value as Vehicle['warnings']]}`) },
      }),
      col.accessor('progress', {
        header: t('columns.progress'),
        cell: (info) => {
          const v = info.row.original;
          return (
            <div className="ee:flex ee:min-w-36 ee:items-center ee:gap-3">
              <Progress
                value={v.progress}
                size="md"
                color={v.progress >= 100 ? 'success' : 'primary'}
                aria-label={t('progressOf', { name: vehicleName(v) })}
                className="ee:flex-1"
              />
              <span className="ee:w-11 ee:text-end ee:text-[13px] ee:font-medium ee:tabular-nums ee:text-heading">
                {f.percent(v.progress / 100)}
              </span>
            </div>
          );
        },
        meta: { className: 'ee:w-56' },
      }),
    ],
    [t, f, logisticsFleet],
  );
}
