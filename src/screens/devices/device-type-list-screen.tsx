import { IconPlus } from '@tabler/icons-react';

import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../shared/screen-header';
import { DeviceTypeFigures } from './device-type-figures';
import { DeviceTypeListDialogs } from './device-type-list-dialogs';
import { DeviceTypeListToolbar } from './device-type-list-toolbar';
import { DeviceTypeRowActions } from './device-type-row-actions';
import { useDeviceTypeList } from './use-device-type-list';

/** The /deviceTypeList screen reads its list state from the URL; it takes no props. */
export type DeviceTypeListScreenProps = Record<string, never>;

/**
 * /deviceTypeList: figures over all types, the types table (category filter, search, sort and
 * paging in the URL), add and edit in a drawer, delete with confirmation.
 */
export function DeviceTypeListScreen(_props: DeviceTypeListScreenProps = {}) {
  const { t } = useKitTranslation(devicesNs);
  const controller = useDeviceTypeList();
  const { list, types } = controller;

  return (
    <Page>
      <ScreenHeader
        title={t('typeList.title')}
        subtitle={t('typeList.subtitle')}
        actions={
          <Button startIcon={<IconPlus aria-hidden size={18} />} onClick={controller.openAdd}>
            {t('typeList.add')}
          </Button>
        }
      />
      <DeviceTypeFigures
        types={controller.allTypes.data?.types}
        stats={controller.stats.data}
        loading={controller.allTypes.isPending}
      />
      <Card>
        <h2 className="ee:sr-only">{t('typeList.tableLabel')}</h2>
        <DataTable
          aria-label={t('typeList.tableLabel')}
          persistKey="device-types"
          mode="server"
          columns={controller.columns}
          rows={types.data?.types}
          total={types.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={types.isPending}
          error={types.isError ? types.error.message : undefined}
          onRetry={() => void types.refetch()}
          emptyTitle={t('typeList.emptyTitle')}
          emptyDescription={t('typeList.emptyHint')}
          {...list.tableProps}
          toolbar={<DeviceTypeListToolbar list={list} />}
          rowActions={(row) => (
            <DeviceTypeRowActions
              type={row}
              onEdit={controller.openEdit}
              onDelete={controller.setDeleting}
            />
          )}
        />
      </Card>
      <DeviceTypeListDialogs controller={controller} />
    </Page>
  );
}
