import { constructTable, type TableState } from '@tanstack/react-table';
// The bindings a table needs outside React (useTable brings React's); table-core comes with
// react-table.
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';

import {
  createDataTableColumns,
  dataTableFeatures,
  type DataTableFeatures,
} from '@/components/table/columns';
import { viewToCsv } from '@/components/table/view-csv';

interface Item {
  id: string;
  name: string;
  kw: number;
  photo: string;
}

const col = createDataTableColumns<Item>();
const columns = col.columns([
  col.accessor('id', { header: 'Id' }),
  col.accessor('name', { header: () => 'Name', meta: { label: 'Device name' } }),
  col.accessor('kw', { header: 'Power', meta: { csv: (v) => Number(v) * 1000 } }),
  col.accessor('photo', { header: 'Photo', meta: { csv: false } }),
  col.display({ id: 'actions', header: 'Actions' }),
]);
const items: Item[] = [
  { id: 'D1', name: '=cmd', kw: -1.5, photo: 'a.png' },
  { id: 'D2', name: 'Pump', kw: 2, photo: 'b.png' },
  { id: 'D3', name: 'Valve', kw: 3, photo: 'c.png' },
];

const bindings = { coreReactivityFeature: storeReactivityBindings() };
const features: DataTableFeatures = { ...dataTableFeatures, ...bindings };

function table(state: Partial<TableState<DataTableFeatures>>) {
  return constructTable<DataTableFeatures, Item>({
    features,
    columns,
    data: items,
    getRowId: (r) => r.id,
    initialState: { pagination: { pageIndex: 0, pageSize: 2 }, ...state },
    globalFilterFn: 'rowText',
    defaultColumn: { sortFn: 'collator' },
  });
}

describe('viewToCsv', () => {
  it('writes the visible value columns with their labels and formatters, every filtered row in order', () => {
    const csv = viewToCsv(table({ sorting: [{ id: 'kw', desc: true }] }), false);
    expect(csv.split('\r\n')).toEqual([
      'Id,Device name,Power',
      'D3,Valve,3000',
      'D2,Pump,2000',
      `D1,"'=cmd",-1500`,
    ]);
  });

  it('writes only the page with pageOnly (server mode)', () => {
    expect(viewToCsv(table({}), true).split('\r\n')).toHaveLength(3);
  });

  it('leaves out hidden columns and filtered rows', () => {
    const csv = viewToCsv(
      table({ columnVisibility: { name: false }, globalFilter: 'pump' }),
      false,
    );
    expect(csv).toBe('Id,Power\r\nD2,2000');
  });
});
