import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createDataTableColumns, type DataTableColumnDef } from '../../components/table';
import type { DeviceType } from '../../api/types/devices';
import { CategoryChip } from './shared/category-chip';
import { useDeviceFormat } from './shared/format';

const col = createDataTableColumns<DeviceType>();

/** The columns of the device-type table, labelled in the current language. */
export function useDeviceTypeColumns(): DataTableColumnDef<DeviceType>[] {
  const { t } = useTranslation('devices');
  const f = useDeviceFormat();
  return useMemo(
    () => [
      col.accessor('code', {
        header: t('typeFields.code'),
        cell: (info) => (
          <span className="tone-primary inline-flex h-8 min-w-10 items-center justify-center rounded-ee bg-tone/16 px-2 font-semibold tracking-wide text-tone-ink">
            {info.getValue()}
          </span>
        ),
        meta: { alwaysVisible: true, className: 'w-24' },
      }),
      col.accessor('name', {
        header: t('typeFields.name'),
        cell: (info) => (
          <div className="min-w-44">
            <div dir="auto" className="font-medium text-heading">{info.getValue()}</div>
            {info.row.original.description && <div dir="auto" className="line-clamp-1 max-w-80 text-[13px] text-muted">{info.row.original.description}</div>}
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
              to={`/devices?typeId=${type.id}`}
              className="font-medium text-primary-ink tabular-nums hover:underline"
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
        cell: (info) => <span className="tabular-nums">{f.number(info.getValue())}</span>,
        meta: { align: 'end' },
      }),
      col.accessor('inspectionIntervalDays', {
        header: t('typeFields.intervalShort'),
        cell: (info) => <span className="whitespace-nowrap">{f.days(info.getValue())}</span>,
      }),
      col.accessor('updatedAt', {
        header: t('typeFields.updated'),
        cell: (info) => <span className="whitespace-nowrap text-muted">{f.date(info.getValue())}</span>,
      }),
    ],
    [t, f],
  );
}
