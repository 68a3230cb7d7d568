import {
  IconBrandChrome,
  IconBrandEdge,
  IconBrandFirefox,
  IconBrandSafari,
  IconDeviceDesktop,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconWorld,
} from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';

import type { UserDetail, UserDevice } from '@/api/types/users';
import { createDataTableColumns, DataTable, type DataTableColumnDef } from '@/components/table';
import { Card, CardHeader } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

const BROWSER_ICONS: Record<string, ReactNode> = {
  Chrome: <IconBrandChrome aria-hidden size={20} className="ee:tone-info ee:text-tone-ink" />,
  Safari: <IconBrandSafari aria-hidden size={20} className="ee:text-primary-ink" />,
  Firefox: <IconBrandFirefox aria-hidden size={20} className="ee:tone-warning ee:text-tone-ink" />,
  Edge: <IconBrandEdge aria-hidden size={20} className="ee:tone-success ee:text-tone-ink" />,
};
const KIND_ICONS: Record<UserDevice['kind'], ReactNode> = {
  desktop: <IconDeviceDesktop aria-hidden size={18} />,
  laptop: <IconDeviceLaptop aria-hidden size={18} />,
  mobile: <IconDeviceMobile aria-hidden size={18} />,
  tablet: <IconDeviceTablet aria-hidden size={18} />,
};

const col = createDataTableColumns<UserDevice>();

export interface RecentDevicesCardProps {
  /** The user whose sign-ins are listed. */
  user: UserDetail;
}

/**
 * The browsers the user signed in from lately: browser and system, kind of device, where, and when.
 */
export function RecentDevicesCard({ user }: RecentDevicesCardProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const columns = useMemo<DataTableColumnDef<UserDevice>[]>(
    () => [
      col.accessor((d) => t('devices.browserOn', { browser: d.browser, os: d.os }), {
        id: 'browser',
        header: t('devices.browser'),
        cell: (info) => (
          <span className="ee:inline-flex ee:items-center ee:gap-2 ee:whitespace-nowrap ee:font-medium ee:text-heading">
            {BROWSER_ICONS[info.row.original.browser] ?? <IconWorld aria-hidden size={20} />}
            {info.getValue()}
          </span>
        ),
        meta: { alwaysVisible: true },
      }),
      col.accessor((d) => t(`devices.kind.${d.kind}`), {
        id: 'device',
        header: t('devices.device'),
        cell: (info) => (
          <span className="ee:inline-flex ee:items-center ee:gap-2 ee:whitespace-nowrap">
            {KIND_ICONS[info.row.original.kind]}
            {info.getValue()}
          </span>
        ),
      }),
      col.accessor('location', {
        header: t('devices.location'),
        cell: (info) => <TextLine className="ee:whitespace-nowrap">{info.getValue()}</TextLine>,
      }),
      col.accessor('lastActive', {
        header: t('devices.lastActive'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap ee:text-muted">{f.dateTime(info.getValue())}</span>
        ),
      }),
    ],
    [t, f],
  );
  return (
    <Card>
      <CardHeader title={t('devices.title')} />
      <DataTable
        aria-label={t('devices.tableLabel', { name: user.fullName })}
        columns={columns}
        rows={user.devices}
        getRowId={(row) => `${row.browser}-${row.os}-${row.lastActive}`}
        emptyTitle={t('devices.emptyTitle')}
        emptyDescription={t('devices.emptyHint')}
      />
    </Card>
  );
}
