import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useHref, useNavigate, type NavigateFunction } from 'react-router';

import type { DeviceListItem } from '@/api/types/devices';
import { columnIdOf, createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Chip } from '@/components/ui/chip';
import { devicesNs } from '@/i18n/ns/devices';
import { perTranslator } from '@/i18n/per-translator';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { DeviceStatusChipView } from '@/screens/shared/device-status-chip';
import { useFormat, type Format } from '@/screens/shared/format';
import { locationNamesOf, locationPathText, LocationTrail } from '@/screens/shared/location-trail';
import { TextLine } from '@/screens/shared/text-line';

import { ConditionBadgeView } from './condition-badge';
import { DeletedChip } from './deleted-chip';
import { LiveReadingCellLazy } from './live-reading-cell-lazy';

const col = createDataTableColumns<DeviceListItem>();

/**
 * A click the app should handle itself: the main button, no modifier (others open tabs or windows).
 */
function isPlainClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    e.button === 0 && !e.defaultPrevented && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey
  );
}

/**
 * The device number cell: a real link (new tab, copy link, middle click) that a plain click
 * follows inside the app. Not the router's Link: each Link reads the location, so every row
 * rendered again on each page turn, memoised or not (docs/performance.md). `detailHref` is
 * the detail page's href as the router writes it (with its basename), worked out once per table.
 */
function DeviceNumberLink({
  number,
  detailPath,
  detailHref,
  navigate,
}: {
  number: string;
  detailPath: string;
  detailHref: string;
  navigate: { current: NavigateFunction };
}) {
  const query = `?number=${encodeURIComponent(number)}`;
  return (
    <a
      href={`${detailHref}${query}`}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        void navigate.current(`${detailPath}${query}`);
      }}
      className="ee:tap-target ee:font-medium ee:whitespace-nowrap ee:text-primary-ink ee:hover:underline"
    >
      {number}
    </a>
  );
}

/** A device's name, and its manufacturer and model under it: each keeps its own direction. */
export function DeviceNameView({
  device,
}: {
  device: Pick<DeviceListItem, 'name' | 'manufacturer' | 'model'>;
}) {
  const maker = [device.manufacturer, device.model].filter(Boolean).join(' · ');
  return (
    <div className="ee:min-w-36">
      <TextLine className="ee:font-medium ee:text-heading">{device.name}</TextLine>
      {maker && <TextLine className="ee:text-[13px] ee:text-muted">{maker}</TextLine>}
    </div>
  );
}

/** A device's next inspection: the date, and an "Overdue" chip when it is past. */
export function NextInspectionCell({
  device,
}: {
  device: Pick<DeviceListItem, 'nextInspection' | 'overdue'>;
}) {
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  return <NextInspectionView device={device} t={t} f={f} />;
}

/** NextInspectionCell without hooks, for table cells (translator and formatters given once). */
function NextInspectionView({
  device,
  t,
  f,
}: {
  device: Pick<DeviceListItem, 'nextInspection' | 'overdue'>;
  t: TFunction<'ee-devices'>;
  f: Format;
}) {
  if (!device.nextInspection) return <span className="ee:text-muted">{t('notScheduled')}</span>;
  return (
    <span className="ee:inline-flex ee:flex-wrap ee:items-center ee:gap-x-2 ee:gap-y-1">
      <span
        className={device.overdue ? 'ee:whitespace-nowrap ee:text-heading' : 'ee:whitespace-nowrap'}
      >
        {f.date(device.nextInspection)}
      </span>
      {device.overdue && (
        <Chip color="error" icon={<IconAlertCircle />}>
          {t('overdue')}
        </Chip>
      )}
    </span>
  );
}

/**
 * The columns of a device table (register, location screen): ids match the API's sort keys
 * (number, name, type, status, location, nextInspection, condition). Widths (`meta.width`) are
 * used when the table lays its columns out fixed (a long register page): about what each
 * column's content needs at its narrowest, so the table scrolls sideways where it did before;
 * the name and the location take what a wider screen has beyond that (`grow`).
 * Pass `omit` to leave some out, e.g. the location on a location's own page. On a phone each
 * device is a card (`meta.card`): number and name, status, then location, next inspection and
 * the live reading when it is on; the type (in the number) and the grade stay in the table.
 */
export function useDeviceColumns(
  omit: readonly string[] = [],
): DataTableColumnDef<DeviceListItem>[] {
  // Translator and formatters resolved once here and handed to hook-free cells: a hook per
  // cell made a 100-row page markedly slower to render (docs/performance.md).
  const { t } = useKitTranslation(devicesNs);
  const f = useFormat();
  // The latest navigate, read at click time: columns stay the same while the URL changes.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const detailPath = useScreenPaths().deviceDetail;
  const detailHref = useHref(detailPath);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });
  const omitKey = omit.join(',');
  return useMemo(() => {
    const liveLabels = {
      load: t('list.liveMetric.load'),
      temperature: t('list.liveMetric.temperature'),
    };
    const all: DataTableColumnDef<DeviceListItem>[] = [
      col.accessor('number', {
        header: t('fields.number'),
        cell: (info) => (
          <DeviceNumberLink
            number={info.getValue()}
            detailPath={detailPath}
            detailHref={detailHref}
            navigate={navigateRef}
          />
        ),
        meta: { alwaysVisible: true, width: 168, card: 'title' },
      }),
      col.accessor('name', {
        header: t('fields.name'),
        cell: (info) => <DeviceNameView device={info.row.original} />,
        meta: { width: 176, grow: 1, card: 'subtitle' },
      }),
      col.accessor('typeName', {
        id: 'type',
        header: t('fields.type'),
        // The number already carries the type code; the name is what people read.
        cell: (info) => <bdi>{info.getValue()}</bdi>,
        // On a card the number carries the type code.
        meta: { width: 150, card: 'hidden' },
      }),
      col.accessor('status', {
        header: t('fields.status'),
        cell: (info) => {
          // A deleted device (listed only when the register is asked to show them) says so instead.
          if (info.row.original.deletedAt)
            return <DeletedChip device={info.row.original} t={t} f={f} />;
          const status: DeviceListItem['status'] = info.getValue();
          return (
            <DeviceStatusChipView
              status={status}
              label={perTranslator(t, `status.${status}`, () => t(`status.${status}`))}
            />
          );
        },
        meta: {
          csv: (v) => t(`status.${v as DeviceListItem['status']}`),
          width: 136,
          card: 'status',
        },
      }),
      // Off until turned on in the column menu: each shown row subscribes its device's readings.
      col.display({
        id: 'live',
        header: t('list.liveColumn'),
        cell: (info) => (
          <LiveReadingCellLazy device={info.row.original} labels={liveLabels} t={t} f={f} />
        ),
        meta: { offByDefault: true, csv: false, width: 200 },
      }),
      col.accessor('condition', {
        header: t('fields.condition'),
        cell: (info) => <ConditionBadgeView grade={info.getValue()} compact t={t} />,
        meta: { width: 128, card: 'hidden' },
      }),
      // The path from the site: "Bay 1" alone does not say which site. The API sorts by it too.
      col.accessor((row) => locationPathText(locationNamesOf(row)), {
        id: 'location',
        header: t('fields.location'),
        cell: (info) => <LocationTrail names={locationNamesOf(info.row.original)} />,
        meta: { width: 136, grow: 1 },
      }),
      col.accessor('nextInspection', {
        header: t('fields.nextInspection'),
        cell: (info) => <NextInspectionView device={info.row.original} t={t} f={f} />,
        meta: { csv: (v) => (typeof v === 'string' ? v : ''), width: 180 },
      }),
    ];
    const skip = new Set(omitKey ? omitKey.split(',') : []);
    return all.filter((c) => !skip.has(columnIdOf(c)));
  }, [t, f, omitKey, detailPath, detailHref]);
}
