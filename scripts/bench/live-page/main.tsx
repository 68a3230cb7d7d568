/**
 * The live-readings bench page (issue 19.1): the register's table (the shared DataTable with the
 * register's columns, its live column on) showing DEVICES devices on one page, every one
 * subscribed through the app's own LiveConnection. The socket is a stand-in served in the page:
 * it answers the protocol's subscribe and sends each subscribed device READINGS_PER_SECOND
 * readings a second as JSON text frames, as a server would (a batch every 1000 / rate ms), so
 * the page parses, delivers and draws exactly what it would from a real server.
 * Driven from Playwright (scripts/bench/live.bench.ts) through `window.__liveBench`.
 */
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import '../../../src/theme/app.css';

import { ApiProvider, createQueryClient } from '../../../src/api/client/api-provider';
import { createMockDb } from '../../../src/api/mock/db';
import { listDevices } from '../../../src/api/mock/queries/devices';
import type { DeviceListItem } from '../../../src/api/types/devices';
import type { LiveClientMessage, LiveReading } from '../../../src/api/types/live';
import { DataTable } from '../../../src/components/table';
import { createI18n } from '../../../src/i18n';
import { useDeviceColumns } from '../../../src/screens/devices/shared/device-columns';

const DEVICES = Number(new URLSearchParams(location.search).get('devices') ?? 200);
const READINGS_PER_SECOND = Number(new URLSearchParams(location.search).get('rate') ?? 2);

// The sample register (three times over), devices that send readings only: real rows, as the
// register would list them.
const rows: DeviceListItem[] = listDevices(
  createMockDb({ now: new Date().toISOString(), scale: 3 }),
  new URLSearchParams(`status=in_service&status=fault&itemsPerPage=${DEVICES}`),
).devices;

/** What the stand-in server has sent, for the bench to check the page keeps up. */
const sent = { frames: 0, readings: 0 };

/**
 * A WebSocket as LiveConnection uses it (onopen, onmessage, onclose, send, close, readyState),
 * answered in the page: subscriptions kept, a readings batch every 1000 / rate ms.
 */
class BenchSocket {
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  private readonly devices = new Set<string>();
  private tick = 0;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor() {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    }, 0);
    this.timer = setInterval(() => this.batch(), 1000 / READINGS_PER_SECOND);
  }

  send(text: string): void {
    const message = JSON.parse(text) as LiveClientMessage;
    for (const d of message.devices) {
      if (message.type === 'subscribe') this.devices.add(d);
      else this.devices.delete(d);
    }
    if (message.type === 'subscribe')
      this.deliver({ type: 'subscribed', devices: message.devices, ignored: [] });
  }

  close(): void {
    clearInterval(this.timer);
    this.readyState = 3;
  }

  private batch(): void {
    if (this.readyState !== 1 || !this.devices.size) return;
    const t = Date.now();
    this.tick++;
    const readings: LiveReading[] = [...this.devices].map((device, i) => {
      // Values drift; now and then one is past its limit.
      const load = 70 + 25 * Math.sin((this.tick + i) / 9) + (i % 7);
      const temperature = 55 + 20 * Math.sin((this.tick + 2 * i) / 13);
      return {
        device,
        t,
        values: {
          voltage: 10 + Math.sin(this.tick / 5 + i),
          current: 100 + 40 * Math.sin((this.tick + i) / 7),
          load,
          temperature,
        },
        over: load > 100 ? ['load'] : [],
      };
    });
    sent.frames++;
    sent.readings += readings.length;
    this.deliver({ type: 'readings', readings });
  }

  private deliver(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

// The register keeps its column choice here: the live column is on.
localStorage.setItem('device-table:live-bench', JSON.stringify({ shown: ['live'] }));

function Register() {
  const columns = useDeviceColumns();
  const pageSizes = useMemo(() => [DEVICES], []);
  return (
    <DataTable
      aria-label="Devices"
      persistKey="live-bench"
      mode="server"
      columns={columns}
      rows={rows}
      total={rows.length}
      getRowId={(row) => row.number}
      page={1}
      onPageChange={() => {}}
      pageSize={DEVICES}
      pageSizes={pageSizes}
    />
  );
}

const router = createMemoryRouter([{ path: '*', element: <Register /> }]);
const i18n = createI18n('en');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ApiProvider
        queryClient={createQueryClient()}
        liveUrl="ws://bench/api/live"
        openSocket={() => new BenchSocket() as unknown as WebSocket}
      >
        <RouterProvider router={router} />
      </ApiProvider>
    </I18nextProvider>
  </StrictMode>,
);

declare global {
  interface Window {
    __liveBench: { sent: typeof sent; shown: () => number };
  }
}
window.__liveBench = {
  sent,
  /** Live cells showing a reading. */
  shown: () => document.querySelectorAll('[data-live-device]').length,
};
