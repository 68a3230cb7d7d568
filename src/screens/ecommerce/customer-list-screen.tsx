import { useCustomers } from '@/api/client/ecommerce';
import {
  CUSTOMER_SORT_KEYS,
  type CustomerListParams,
  type CustomerSortKey,
} from '@/api/types/ecommerce';
import { FilterBar } from '@/components/filter/filter-bar';
import type { ListSchema } from '@/components/filter/list-state';
import { SearchInput } from '@/components/filter/search-input';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Card } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { ScreenHeader } from '../shared/screen-header';
import { useCustomerColumns } from './customer-columns';

/**
 * The customer list reads its list state from the URL (`?q=brazil&sortBy=totalSpent…`); it takes no
 * props.
 */
export type CustomerListScreenProps = Record<string, never>;

const CUSTOMER_LIST_SCHEMA: ListSchema<Record<string, never>, CustomerSortKey> = {
  filters: {},
  sortKeys: CUSTOMER_SORT_KEYS,
};

/**
 * E-commerce customers: search by name, country or e-mail, sort and paging in the URL; each name
 * opens the customer's page.
 */
export function CustomerListScreen(_props: CustomerListScreenProps = {}) {
  const { t } = useKitTranslation(ecommerceNs);
  const list = useListState(CUSTOMER_LIST_SCHEMA);
  const { state } = list;
  const params: CustomerListParams = {
    q: state.q || undefined,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const customers = useCustomers(params);
  const columns = useCustomerColumns();
  return (
    <Page>
      <ScreenHeader title={t('customers.title')} subtitle={t('customers.subtitle')} />
      <Card>
        <h2 className="ee:sr-only">{t('customers.tableLabel')}</h2>
        <DataTable
          aria-label={t('customers.tableLabel')}
          persistKey="ecommerce-customers"
          mode="server"
          columns={columns}
          rows={customers.data?.customers}
          total={customers.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={customers.isPending}
          error={customers.isError ? customers.error.message : undefined}
          onRetry={() => void customers.refetch()}
          emptyTitle={t('customers.emptyTitle')}
          emptyDescription={t('customers.emptyHint')}
          {...list.tableProps}
          toolbar={
            <FilterBar className="ee:w-full">
              <SearchInput
                value={state.q}
                onChange={list.setQ}
                aria-label={t('customers.searchLabel')}
                placeholder={t('customers.searchPlaceholder')}
                className="ee:w-full ee:max-w-72"
              />
            </FilterBar>
          }
        />
      </Card>
    </Page>
  );
}
