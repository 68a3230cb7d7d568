import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listDeviceTypes } from '@/api/mock/queries/device-types';
import { DeviceTypeListScreen } from '@/screens/devices/device-type-list-screen';

const meta = {
  title: 'Screens/Devices/Device types',
  component: DeviceTypeListScreen,
  parameters: { layout: 'fullscreen', route: '/deviceTypeList' },
} satisfies Meta<typeof DeviceTypeListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Device types' });
const codes = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);
/** Waits for the rows and the figures. */
const loaded = async (canvasElement: HTMLElement, first = 'CA') => {
  await within(canvasElement).findByRole('cell', { name: first });
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="overdue"]')).toHaveTextContent(/\d/),
  );
};
const rowAction = async (canvasElement: HTMLElement, code: string, action: 'Edit' | 'Delete') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${code}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: `${action} ${code}` }));
};

/**
 * Twelve types sorted by code, figures above; the device count links to the register filtered by
 * type.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(codes(canvasElement)).toEqual([
      'CA',
      'CB',
      'CP',
      'DC',
      'GN',
      'IV',
      'MO',
      'MT',
      'RP',
      'SG',
    ]);
    await expect(
      within(canvasElement).getByRole('link', { name: 'Devices of type CB: 30' }),
    ).toHaveAttribute('href', '/devices?typeId=4');
    await expect(canvasElement.querySelector('[data-stat="types"]')).toHaveTextContent('12');
  },
};

/**
 * The category filter lives in the URL: `?category=backup_power` lists UPS, generators and
 * inverters.
 */
export const FilteredByCategory: Story = {
  parameters: { route: '/deviceTypeList?category=backup_power' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'GN');
    await expect(codes(canvasElement)).toEqual(['GN', 'IV', 'UP']);
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove filter Category: Backup power' }),
    ).toBeVisible();
  },
};

/** Search, category filter and sort from the toolbar. */
export const SearchFilterSort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Category: All/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Protection' }));
    await waitFor(() => expect(codes(canvasElement)).toEqual(['CB', 'RP']));
    const header = c.getByRole('columnheader', { name: /Devices/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(codes(canvasElement)).toEqual(['CB', 'RP']));
    await userEvent.click(c.getByRole('button', { name: 'Clear all' }));
    // Search reads code, name and description.
    await userEvent.type(c.getByRole('searchbox', { name: 'Search device types' }), 'transformer');
    await waitFor(() => expect(codes(canvasElement)).not.toContain('GN'));
    const rows = within(table(canvasElement)).getAllByRole('row').slice(1);
    await expect(codes(canvasElement)).toContain('TR');
    for (const row of rows) await expect(row.textContent?.toLowerCase()).toContain('transformer');
  },
};

/**
 * Add a type with a bad code: the error shows and nothing typed is lost; a code already taken
 * comes back from the API onto the field; a free code saves and the row appears.
 */
export const AddTypeWithBadCode: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add type' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add device type' });
    const d = within(drawer);
    await userEvent.type(d.getByLabelText(/^Code/), 'b1');
    await userEvent.type(d.getByLabelText(/^Name/), 'Busbar trunking');
    await userEvent.click(d.getByRole('combobox', { name: /^Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Distribution' }));
    await userEvent.clear(d.getByLabelText(/^Inspection interval/));
    await userEvent.type(d.getByLabelText(/^Inspection interval/), '365');
    await userEvent.click(d.getByRole('checkbox', { name: 'Rated current (A)' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Code must be two capital letters')).toBeVisible();
    await expect(d.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByLabelText(/^Name/)).toHaveValue('Busbar trunking');
    await expect(d.getByLabelText(/^Inspection interval/)).toHaveValue(365);

    // A code that another type uses: the API's 400 lands on the code field.
    await userEvent.clear(d.getByLabelText(/^Code/));
    await userEvent.type(d.getByLabelText(/^Code/), 'DC');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Code is already used by another type')).toBeVisible();
    await expect(d.getByLabelText(/^Name/)).toHaveValue('Busbar trunking');
    await expect(d.getByRole('checkbox', { name: 'Rated current (A)' })).toBeChecked();

    await userEvent.clear(d.getByLabelText(/^Code/));
    await userEvent.type(d.getByLabelText(/^Code/), 'BT');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add device type' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(codes(canvasElement)[0]).toBe('BT'));
    const row = within(table(canvasElement)).getAllByRole('row')[1];
    await expect(within(row).getByText('Busbar trunking')).toBeVisible();
    await expect(within(row).getByText('365 days')).toBeVisible();
  },
};

/** Edit a type's interval in the drawer: confirmed, the row shows the new interval. */
export const EditType: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await rowAction(canvasElement, 'CB', 'Edit');
    const drawer = await screen.findByRole('dialog', { name: 'Edit device type CB' });
    const d = within(drawer);
    await expect(d.getByLabelText(/^Name/)).toHaveValue('Circuit breaker');
    await userEvent.clear(d.getByLabelText(/^Inspection interval/));
    await userEvent.type(d.getByLabelText(/^Inspection interval/), '4000');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Enter a whole number of days from 1 to 3650')).toBeVisible();
    await userEvent.clear(d.getByLabelText(/^Inspection interval/));
    await userEvent.type(d.getByLabelText(/^Inspection interval/), '90');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    // Half the interval brings inspections forward: the save asks first (issue 35.7).
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', {
          name: 'Change the inspection interval to 90 days?',
        }),
      ).getByRole('button', { name: 'Change interval' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit device type CB' })).not.toBeInTheDocument(),
    );
    const row = within(table(canvasElement)).getAllByRole('row')[2];
    await waitFor(() => expect(within(row).getByText('90 days')).toBeVisible());
  },
};

/**
 * Deleting a type that devices still use (CB: 30 circuit breakers) is not offered as a question
 * bound to fail: the dialog says why it cannot go and links to those devices in the register.
 */
export const DeleteTypeInUse: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await rowAction(canvasElement, 'CB', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'CB cannot be deleted' });
    await expect(dialog).toHaveAccessibleDescription(
      'Devices in the register are of type Circuit breaker (30). Give them another type or delete them first.',
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(
      within(dialog).getByRole('link', { name: 'Show these devices in the register' }),
    ).toHaveAttribute('href', '/devices?typeId=4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(codes(canvasElement)).toContain('CB');
  },
};

/** An unused type: 0 devices in the list (the rest of the list as the simulation has it). */
const withUnusedCa = http.get('*/api/device-types', ({ request }) => {
  const { types, total } = listDeviceTypes(
    createMockDb({ now: '2026-06-15T09:00:00Z' }),
    new URL(request.url).searchParams,
  );
  return HttpResponse.json({
    types: types.map((t) => (t.code === 'CA' ? { ...t, deviceCount: 0, inServiceCount: 0 } : t)),
    total,
  });
});

/** A type no device uses is deleted after confirming. */
export const DeleteUnusedType: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        withUnusedCa,
        http.delete('*/api/device-types/:id', () => new HttpResponse(null, { status: 204 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await rowAction(canvasElement, 'CA', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete device type CA?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * The list said unused, but devices were added meanwhile: the API's 409 "Device type is in use"
 * shows in the dialog.
 */
export const DeleteTypeUsedMeanwhile: Story = {
  parameters: { visual: false, msw: { handlers: [withUnusedCa] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await rowAction(canvasElement, 'CA', 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete device type CA?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Device type is in use');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** No types at all. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/device-types', () => HttpResponse.json({ types: [], total: 0 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No device types found');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="types"]')).toHaveTextContent('0'),
    );
  },
};

/** While the types load. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/device-types', () => delay('infinite')),
        http.get('*/api/devices/stats', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list call fails: the table's error state with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/device-types', () =>
          HttpResponse.json({ message: 'Device types are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Device types are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="overdue"]')).toHaveTextContent(/\d/),
    );
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/**
 * On a phone each type is a card (issue 35.17): its name as the title (the code's chip at the
 * card's end), then its category, devices (the link to the register), in service, interval and
 * last change; the row actions stay on the card.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const list = await c.findByRole('list', { name: 'Device types' });
    const cards = await within(list).findAllByRole('article');
    await expect(cards).toHaveLength(10);
    const cb = cards[1];
    await expect(cb).toHaveAccessibleName(/^Circuit breaker/);
    await expect(cb).toHaveTextContent('CB');
    await expect(within(cb).getByRole('link', { name: 'Devices of type CB: 30' })).toHaveAttribute(
      'href',
      '/devices?typeId=4',
    );
    await expect(within(cb).getByRole('button', { name: 'Actions for CB' })).toBeVisible();
    await expect(Array.from(cb.querySelectorAll('dt'), (dt) => dt.textContent)).toEqual([
      'Category',
      'Devices',
      'In service',
      'Inspection interval',
      'Updated',
    ]);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
