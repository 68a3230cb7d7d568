import { useMemo } from 'react';
import { Link } from 'react-router';

import type { DeviceType } from '@/api/types/devices';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { CategoryChip } from './shared/category-chip';

const col = createDataTableColumns<DeviceType>();

/** The columns of the device-type table, labelled in the current language. */
export function useDeviceTypeColumns(): DataTableColumnDef<DeviceType>[] {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  const { devices } = useScreenPaths();
  return useMemo(
    () => [
      col.accessor('code', {
        header: t('typeFields.code'),
        cell: (info) => (
          <span className="ee:tone-primary ee:inline-flex ee:h-8 ee:min-w-10 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:px-2 ee:font-semibold ee:tracking-wide ee:text-tone-ink">
            {info.getValue()}
          </span>
        ),
        meta: { alwaysVisible: true, className: 'ee:w-24', card: 'status' },
      }),
      col.accessor('name', {
        header: t('typeFields.name'),
        meta: { card: 'title' },
        cell: (info) => (
          <div className="ee:min-w-44">
            <TextLine className="ee:font-medium ee:text-heading">{info.getValue()}</TextLine>
            {/* One line as wide as the column (w-0 + min-w-full: it does not widen it), cut at its own end. */}
            {info.row.original.description && (
              <TextLine
                truncate
                title={info.row.original.description}
                className="ee:w-0 ee:min-w-full ee:text-[13px] ee:text-muted"
              >
                {info.row.original.description}
              </TextLine>
            )}
          </div>
        ),
      }),
      col.accessor('category', {
        header: t('typeFields.category'),
        cell: (info) => <CategoryChip category={info.getValue()} />,
        meta: { csv: (v) => t(`category.${v as DeviceType['category']}`) },
      }),
      col.accessor('deviceCount', {
        header: t('typeFields.devices'),
        cell: (info) => {
          const type = info.row.original;
          return (
            <Link
              to={withQuery(devices, { typeId: type.id })}
              className="ee:tap-target ee:inline-block ee:min-w-[24px] ee:text-end ee:font-medium ee:text-primary-ink ee:tabular-nums ee:hover:underline"
              aria-label={t('typeList.viewDevices', { count: type.deviceCount, code: type.code })}
            >
              {f.number(info.getValue())}
            </Link>
          );
        },
        meta: { align: 'end' },
      }),
      col.accessor('inServiceCount', {
        header: t('typeFields.inService'),
        cell: (info) => <span className="ee:tabular-nums">{f.number(info.getValue())}</span>,
        meta: { align: 'end' },
      }),
      col.accessor('inspectionIntervalDays', {
        header: t('typeFields.intervalShort'),
        cell: (info) => <span className="ee:whitespace-nowrap">{f.days(info.getValue())}</span>,
      }),
      col.accessor('updatedAt', {
        header: t('typeFields.updated'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:text-muted">{f.date(info.getValue())}</span>
        ),
      }),
    ],
    [t, f, devices],
  );
}
