/**
 * The DataTable bench page: a client-mode, virtualised table over 10,000 rows, driven from
 * Playwright through `window.__bench`. Each call times one interaction in the page, from the
 * event to the committed DOM (flushSync), so Playwright's round trips are not counted.
 */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

import '../../../src/theme/styles.css';

import { DataTable } from '../../../src/components/table/data-table';
import { deviceColumns } from '../../../stories/support/sample-device-columns';
import { makeDevices } from '../../../stories/support/sample-devices';

const rows = makeDevices(10_000);
let setQuery: (q: string) => void = () => {};

function BenchTable() {
  const [q, setQ] = useState('');
  setQuery = setQ;
  return (
    <DataTable
      aria-label="Devices"
      columns={deviceColumns}
      rows={rows}
      getRowId={(r) => r.id}
      globalFilter={q}
      virtualized
      height={600}
      columnMenu={false}
    />
  );
}

const container = document.getElementById('root')!;
let root: Root | null = null;

function mount(): number {
  root?.unmount();
  root = createRoot(container);
  const t0 = performance.now();
  flushSync(() => root!.render(<BenchTable />));
  return performance.now() - t0;
}

// Sort columns in rotation so no memo answers from cache: text, number, date, text.
const sortColumns = ['name', 'powerKw', 'installedAt', 'site', 'id'];
let sortTurn = 0;

function sortOnce(): number {
  const label = sortColumns[sortTurn++ % sortColumns.length];
  const headers = Array.from(container.querySelectorAll<HTMLButtonElement>('thead th button'));
  const index = ['id', 'name', 'type', 'status', 'powerKw', 'site', 'installedAt'].indexOf(label);
  const button = headers[index];
  const t0 = performance.now();
  flushSync(() => button.click());
  return performance.now() - t0;
}

function filterOnce(q: string): number {
  const t0 = performance.now();
  flushSync(() => setQuery(q));
  return performance.now() - t0;
}

function rowsShown(): number {
  return container.querySelectorAll('tbody tr[data-row-index]').length;
}

function firstRowText(): string {
  return container.querySelector('tbody tr[data-row-index]')?.textContent ?? '';
}

declare global {
  interface Window {
    __bench: {
      mount: typeof mount;
      sortOnce: typeof sortOnce;
      filterOnce: typeof filterOnce;
      rowsShown: typeof rowsShown;
      firstRowText: typeof firstRowText;
    };
  }
}
window.__bench = { mount, sortOnce, filterOnce, rowsShown, firstRowText };
mount();
