import { SalesDatatableScreen } from '@/screens/pages/sales/sales-datatable-screen';

/**
 * /pages/datatable: the sales rows, searched, sorted and paged in the browser (state in the URL).
 */
export function Component() {
  return <SalesDatatableScreen />;
}
