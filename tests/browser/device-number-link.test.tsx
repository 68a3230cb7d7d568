/**
 * The register's device number cell in a real browser: a plain anchor (so new tab and copy link
 * work) whose href carries the router's basename, that a plain click follows inside the app and
 * a Ctrl+click leaves to the browser.
 */
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import type { DeviceListItem } from '@/api/types/devices';
import { DataTable } from '@/components/table/data-table';
import { useDeviceColumns } from '@/screens/devices/shared/device-columns';

import { render } from '../support/render';

const device = {
  number: '24DC10001',
  name: 'Server room cabinet 01',
  manufacturer: 'Delixi',
  model: 'Blokset D',
  typeName: 'Distribution cabinet',
  status: 'in_service',
  condition: 1,
  locationName: 'Bay 1',
  nextInspection: '2026-09-01',
  overdue: false,
} as DeviceListItem;

function Register() {
  const columns = useDeviceColumns();
  return (
    <DataTable
      aria-label="Devices"
      columns={columns}
      rows={[device]}
      getRowId={(r) => r.number}
      columnMenu={false}
    />
  );
}

test('the number links to the detail under the basename; a plain click navigates in the app, Ctrl+click does not', async () => {
  const router = createMemoryRouter(
    [
      { path: '/devices', element: <Register /> },
      { path: '/deviceDetail', element: <p>Detail page</p> },
    ],
    { basename: '/kit', initialEntries: ['/kit/devices'] },
  );
  render(<RouterProvider router={router} />, { i18n: 'en' });
  const link = page.getByRole('link', { name: '24DC10001' });
  await expect.element(link).toHaveAttribute('href', '/kit/deviceDetail?number=24DC10001');

  // Ctrl+click is the browser's (a new tab): the app stays where it is. The anchor's own
  // navigation is stopped here so the test page stays.
  document.addEventListener('click', (e) => e.preventDefault(), { once: true });
  await userEvent.keyboard('{Control>}');
  await link.click();
  await userEvent.keyboard('{/Control}');
  expect(router.state.location.pathname).toBe('/kit/devices');

  await link.click();
  await expect.element(page.getByText('Detail page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/kit/deviceDetail');
  expect(router.state.location.search).toBe('?number=24DC10001');
});
