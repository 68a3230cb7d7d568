import {
  IconDownload,
  IconFileSpreadsheet,
  IconPlus,
  IconRefreshDot,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { devicesNs } from '@/i18n/ns/devices';
import { reportsNs } from '@/i18n/ns/reports';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { deviceDetailHref, useScreenPaths } from '../paths';
import { DeviceFigures } from '../shared/device-figures';
import { ScreenHeader } from '../shared/screen-header';
import { DeviceListDialogs } from './device-list-dialogs';
import { DeviceListToolbar } from './device-list-toolbar';
import { useDeviceList } from './use-device-list';

/**
 * The /devices screen reads its list state from the URL (`?status=fault&typeId=1…`); it takes no
 * props.
 */
export type DeviceListScreenProps = Record<string, never>;

/**
 * Pages longer than this draw only the rows near the viewport (the page still scrolls as one):
 * at 50 and 100 rows, styling and laying out every row was most of a page turn. The 10- and
 * 25-row pages are drawn whole, with columns sized by their content, as before.
 */
const WINDOWED_FROM = 30;

/**
 * The device register: figures, search, filters, sort and paging in the URL, bulk actions, CSV
 * export of the filtered list.
 */
export function DeviceListScreen(_props: DeviceListScreenProps = {}) {
  const { t } = useKitTranslation(devicesNs);
  const { t: tr } = useKitTranslation(reportsNs);
  const navigate = useNavigate();
  const paths = useScreenPaths();
  const controller = useDeviceList();
  const { list, devices, firstDrawn, selected, openBulk } = controller;

  return (
    <Page>
      <ScreenHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            <Button
              variant="tonal"
              color="secondary"
              loading={controller.exporting === 'csv'}
              startIcon={<IconDownload aria-hidden size={18} />}
              disabled={!devices.data?.total || controller.exporting !== null}
              onClick={() => void controller.exportCsv()}
            >
              {t('list.exportAll')}
            </Button>
            <Button
              variant="tonal"
              color="secondary"
              loading={controller.exporting === 'xlsx'}
              startIcon={<IconFileSpreadsheet aria-hidden size={18} />}
              disabled={!devices.data?.total || controller.exporting !== null}
              onClick={() => void controller.exportXlsx()}
            >
              {tr('xlsx.action')}
            </Button>
            <Button
              startIcon={<IconPlus aria-hidden size={18} />}
              onClick={() => controller.setAdding(true)}
            >
              {t('list.add')}
            </Button>
          </>
        }
      />
      <DeviceFigures />
      <Card>
        <h2 className="ee:sr-only">{t('list.tableLabel')}</h2>
        <DataTable
          aria-label={t('list.tableLabel')}
          persistKey="devices"
          mode="server"
          columns={controller.columns}
          rows={firstDrawn?.devices}
          total={firstDrawn?.total ?? 0}
          getRowId={(row) => row.number}
          loading={devices.isPending || (devices.data !== undefined && firstDrawn === undefined)}
          error={devices.isError ? devices.error.message : undefined}
          onRetry={() => void devices.refetch()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyHint')}
          onRowClick={(row) => navigate(deviceDetailHref(paths, row.number))}
          virtualize={list.state.itemsPerPage > WINDOWED_FROM ? 'window' : undefined}
          selectable
          selectedIds={controller.selection}
          onSelectedIdsChange={controller.setSelected}
          bulkActions={() => (
            <>
              <Button
                size="sm"
                variant="tonal"
                disabled={!selected.length}
                startIcon={<IconRefreshDot aria-hidden size={16} />}
                onClick={() => openBulk('status')}
              >
                {t('list.changeStatus')}
              </Button>
              <Button
                size="sm"
                variant="tonal"
                color="error"
                disabled={!selected.length}
                startIcon={<IconTrash aria-hidden size={16} />}
                onClick={() => openBulk('delete')}
              >
                {t('list.deleteSelected')}
              </Button>
            </>
          )}
          {...list.tableProps}
          toolbar={
            <DeviceListToolbar
              q={list.state.q}
              filters={list.state.filters}
              seesDeleted={controller.seesDeleted}
              types={controller.types.data?.types}
              tree={controller.locations.data?.tree}
              setQ={list.setQ}
              setFilter={list.setFilter}
              clearFilters={list.clearFilters}
            />
          }
        />
      </Card>
      <DeviceListDialogs controller={controller} />
    </Page>
  );
}
