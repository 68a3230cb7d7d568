import { IconPlus } from '@tabler/icons-react';

import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../shared/screen-header';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanFormDrawer } from './form/plan-form-drawer';
import { MaintenancePlanListToolbar } from './maintenance-plan-list-toolbar';
import { PlanRowActions } from './plan-row-actions';
import { useMaintenancePlanList } from './use-maintenance-plan-list';

/** The list reads its state from the URL (`?trigger=runtime&active=true…`); it takes no props. */
export type MaintenancePlanListScreenProps = Record<string, never>;

/**
 * Maintenance plans (docs/domain/maintenance-plans.md): search, filters (kind, trigger, active,
 * device type), sort and paging in the URL; each plan with what it applies to, its trigger in
 * words, its next due date (overdue in red) and its open orders. The admin adds, edits, turns on
 * and off and deletes plans; the technician and the client read them.
 */
export function MaintenancePlanListScreen(_props: MaintenancePlanListScreenProps = {}) {
  const { t } = useKitTranslation(plansNs);
  const controller = useMaintenancePlanList();
  const { list, plans, firstDrawn, manages, drawer } = controller;
  return (
    <Page>
      <ScreenHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          manages && (
            <Button
              startIcon={<IconPlus aria-hidden size={18} />}
              onClick={() => controller.setDrawer({ open: true, plan: null })}
            >
              {t('list.add')}
            </Button>
          )
        }
      />
      <Card>
        <h2 className="ee:sr-only">{t('list.tableLabel')}</h2>
        <DataTable
          aria-label={t('list.tableLabel')}
          persistKey="maintenance-plans"
          mode="server"
          columns={controller.columns}
          rows={firstDrawn?.plans}
          total={firstDrawn?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={plans.isPending || (plans.data !== undefined && firstDrawn === undefined)}
          error={plans.isError ? plans.error.message : undefined}
          onRetry={() => void plans.refetch()}
          emptyTitle={t('list.emptyTitle')}
          emptyDescription={t('list.emptyHint')}
          {...list.tableProps}
          toolbar={
            <MaintenancePlanListToolbar
              q={list.state.q}
              filters={list.state.filters}
              types={controller.types.data?.types}
              setQ={list.setQ}
              setFilter={list.setFilter}
              clearFilters={list.clearFilters}
            />
          }
          rowActions={
            manages
              ? (row) => (
                  <PlanRowActions
                    plan={row}
                    onEdit={controller.openEdit}
                    onDelete={controller.setDeleting}
                  />
                )
              : undefined
          }
        />
      </Card>
      {manages && (
        <>
          <PlanFormDrawer
            open={drawer.open}
            onOpenChange={(open) => controller.setDrawer({ ...drawer, open })}
            plan={drawer.plan}
          />
          <DeletePlanDialog
            plan={controller.deleting}
            onClose={() => controller.setDeleting(null)}
          />
        </>
      )}
    </Page>
  );
}
