import { IconDownload, IconPlus, IconRefreshDot, IconUserCheck } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, workOrderHref } from '../paths';
import { ScreenHeader } from '../shared/screen-header';
import { WorkOrderFormDrawer } from '../shared/work-order-form/work-order-form-drawer';
import { BulkWorkOrderDialog } from './bulk-work-order-dialog';
import { WorkOrderViews } from './shared/work-order-views';
import { useWorkOrderList } from './use-work-order-list';
import { WorkOrderListToolbar } from './work-order-list-toolbar';

/** The list reads its state from the URL (`?status=open&due=overdue…`); it takes no props. */
export type WorkOrderListScreenProps = Record<string, never>;

/** Pages longer than this draw only the rows near the viewport (as the register does). */
const WINDOWED_FROM = 30;

/**
 * Work orders: search, filters (status, priority, kind, assignee, location, due), sort and paging
 * in the URL; selection with bulk assign and bulk status (one call per order, each refused one
 * named with its reason); CSV of the filtered list; "New work order" for who plans work, "Request
 * work" for a technician.
 */
export function WorkOrderListScreen(_props: WorkOrderListScreenProps = {}) {
  const { t } = useKitTranslation(workOrdersNs);
  const navigate = useNavigate();
  const paths = useScreenPaths();
  const controller = useWorkOrderList();
  const { list, orders, firstDrawn, who, selected, openBulk } = controller;
  return (
    <Page>
      <ScreenHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            <WorkOrderViews current="list" />
            <Button
              variant="tonal"
              color="secondary"
              loading={controller.exporting}
              startIcon={<IconDownload aria-hidden size={18} />}
              disabled={!orders.data?.total}
              onClick={() => void controller.exportCsv()}
            >
              {t('list.exportCsv')}
            </Button>
            {who.creates && (
              <Button
                startIcon={<IconPlus aria-hidden size={18} />}
                onClick={() => controller.setAdding(true)}
              >
                {who.plans ? t('list.add') : t('list.request')}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <h2 className="ee:sr-only">{t('list.tableLabel')}</h2>
        <DataTable
          aria-label={t('list.tableLabel')}
          persistKey="work-orders"
          mode="server"
          columns={controller.columns}
          rows={firstDrawn?.workOrders}
          total={firstDrawn?.total ?? 0}
          getRowId={(row) => row.number}
          loading={orders.isPending || (orders.data !== undefined && firstDrawn === undefined)}
          error={orders.isError ? orders.error.message : undefined}
          onRetry={() => void orders.refetch()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyHint')}
          onRowClick={(row) => void navigate(workOrderHref(paths, row.number))}
          virtualize={list.state.itemsPerPage > WINDOWED_FROM ? 'window' : undefined}
          selectable={who.updates}
          selectedIds={controller.selection}
          onSelectedIdsChange={controller.setSelected}
          bulkActions={() => (
            <>
              {who.plans && (
                <Button
                  size="sm"
                  variant="tonal"
                  disabled={!selected.length}
                  startIcon={<IconUserCheck aria-hidden size={16} />}
                  onClick={() => openBulk('assign')}
                >
                  {t('list.bulkAssign')}
                </Button>
              )}
              <Button
                size="sm"
                variant="tonal"
                disabled={!selected.length}
                startIcon={<IconRefreshDot aria-hidden size={16} />}
                onClick={() => openBulk('status')}
              >
                {t('list.bulkStatus')}
              </Button>
            </>
          )}
          {...list.tableProps}
          toolbar={
            <WorkOrderListToolbar
              q={list.state.q}
              filters={list.state.filters}
              assignees={controller.assignees.data?.assignees}
              tree={controller.locations.data?.tree}
              setQ={list.setQ}
              setFilter={list.setFilter}
              clearFilters={list.clearFilters}
            />
          }
        />
      </Card>
      <BulkWorkOrderDialog
        targets={controller.bulk}
        onClose={() => controller.setBulk(null)}
        onDone={() => controller.setSelected([])}
      />
      {who.creates && (
        <WorkOrderFormDrawer
          open={controller.adding}
          onOpenChange={controller.setAdding}
          onCreated={(order) => void navigate(workOrderHref(paths, order.number))}
        />
      )}
    </Page>
  );
}
