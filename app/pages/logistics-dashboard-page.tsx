import { LogisticsDashboardScreen } from '@/screens/logistics/logistics-dashboard-screen';

/**
 * /apps/logistics/dashboard: the fleet's figures, charts and the vehicles table (state in the URL).
 */
export function Component() {
  return <LogisticsDashboardScreen />;
}
