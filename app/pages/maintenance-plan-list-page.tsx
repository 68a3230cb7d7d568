import { MaintenancePlanListScreen } from '@/screens/plans/maintenance-plan-list-screen';

/** /maintenance-plans: the plans; search, filters, sorting and paging live in the URL. */
export function Component() {
  return <MaintenancePlanListScreen />;
}
