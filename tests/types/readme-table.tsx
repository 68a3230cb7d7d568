/** README's table example, type-checked by `npm run typecheck`. Keep in step with README.md. */
import {
  Card, DataTable, SearchInput, createDataTableColumns, filterParam, useDevices, useListState,
  type DeviceListItem, type DeviceSortKey, type ListSchema,
} from 'electrical-equipment-admin';

const col = createDataTableColumns<DeviceListItem>();
const columns = col.columns([
  col.accessor('number', { header: 'Number' }),
  col.accessor('name', { header: 'Name' }),
  col.accessor('status', { header: 'Status' }),
]);
const schema: ListSchema<{ status: 'in_service' | 'fault' }> = {
  filters: { status: filterParam.oneOf(['in_service', 'fault']) },
  sortKeys: ['number', 'name', 'status'],
};

export function DeviceList() {
  const { state, setQ, tableProps } = useListState(schema); // q, filters, sort, page: in the URL
  const query = useDevices({ q: state.q, ...state.filters, sortBy: state.sortBy as DeviceSortKey | undefined, orderBy: state.orderBy, page: state.page, itemsPerPage: state.itemsPerPage });
  return (
    <Card>
      <DataTable
        aria-label="Devices"
        mode="server"
        columns={columns}
        rows={query.data?.devices}
        total={query.data?.total}
        getRowId={(d) => d.number}
        loading={query.isLoading}
        error={query.error?.message}
        onRetry={() => query.refetch()}
        toolbar={<SearchInput value={state.q} onChange={setQ} />}
        {...tableProps}
      />
    </Card>
  );
}
