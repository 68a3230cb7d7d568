/**
 * Screens inside a host's router: every link a screen makes follows the paths the host gives
 * (`ScreenPathsProvider`), so nothing lands on the host's 404. The register, the type list and
 * home are checked with the simulation answering their calls.
 */
import { setupWorker } from 'msw/browser';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';

import '@/theme/app.css';

import { createHandlers } from '@/api/mock/handlers';
import { createMockStore } from '@/api/mock/store';
import { DeviceListScreen } from '@/screens/devices/device-list-screen';
import { DeviceTypeListScreen } from '@/screens/devices/device-type-list-screen';
import { HomeScreen } from '@/screens/home/home-screen';
import { ScreenPathsProvider } from '@/screens/paths';

import { render } from '../support/render';

const store = createMockStore({ now: '2026-06-15T09:00:00Z' });
const worker = setupWorker(...createHandlers(store.db));
beforeAll(() => worker.start({ onUnhandledRequest: 'bypass', quiet: true }));
afterAll(() => worker.stop());

const HOST_PATHS = {
  home: '/equipment',
  devices: '/equipment/register',
  deviceDetail: '/equipment/device',
  deviceLocation: '/equipment/sites',
  deviceTypes: '/equipment/types',
};

function mount(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <ScreenPathsProvider paths={HOST_PATHS}>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </ScreenPathsProvider>,
    { i18n: 'en', api: {} },
  );
}

const hrefs = () =>
  Array.from(document.querySelectorAll('a[href]')).map((a) => a.getAttribute('href')!);

test('the register links devices and figures to the host routes', async () => {
  mount('/equipment/register', <DeviceListScreen />);
  await expect.element(page.getByRole('table', { name: 'Devices' })).toBeInTheDocument();
  await expect
    .poll(
      () =>
        hrefs().filter((h) => /^\/equipment\/device\?number=\d{2}[A-Z]{2}\d{5}$/.test(h)).length,
    )
    .toBe(10);
  const links = hrefs();
  expect(links).toContain('/equipment/register?status=fault');
  expect(links.filter((h) => h.startsWith('/') && !h.startsWith('/equipment'))).toEqual([]);
});

test('the type list links device counts to the host register', async () => {
  mount('/equipment/types', <DeviceTypeListScreen />);
  await expect
    .element(page.getByRole('link', { name: 'Devices of type CB: 30' }))
    .toHaveAttribute('href', '/equipment/register?typeId=4');
  expect(hrefs().filter((h) => h.startsWith('/') && !h.startsWith('/equipment'))).toEqual([]);
});

test('home links its figures, due inspections and alarms to the host routes', async () => {
  mount('/equipment', <HomeScreen />);
  await expect
    .element(page.getByRole('heading', { name: 'Inspections due in the next 30 days' }))
    .toBeInTheDocument();
  await expect
    .poll(() => hrefs().filter((h) => h.startsWith('/equipment/device?number=')).length)
    .toBeGreaterThan(0);
  expect(hrefs().filter((h) => h.startsWith('/') && !h.startsWith('/equipment'))).toEqual([]);
});
