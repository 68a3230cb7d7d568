import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DeviceLocationScreen } from '../../../../src/screens/devices/location/device-location-screen';

/** Every story runs without map tiles: no network in tests, and the markers must show anyway. */
const meta = {
  title: 'Screens/Devices/Device locations',
  component: DeviceLocationScreen,
  args: { tiles: null },
  parameters: { layout: 'fullscreen', route: '/deviceLocation' },
} satisfies Meta<typeof DeviceLocationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const tree = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('tree', { name: 'Location tree' });
const item = (root: HTMLElement, name: string | RegExp) => within(root).getByRole('treeitem', { name });

/** Three sites with their counts; the map shows every site. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const t = await tree(canvasElement);
    await expect(within(t).getAllByRole('treeitem')).toHaveLength(3);
    const site = item(t, /Shanghai Zhangjiang Campus/);
    await expect(site).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvasElement.querySelectorAll('path.ee-map-marker')).toHaveLength(3));
    const table = await within(canvasElement).findByRole('table', { name: 'Devices here and below' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  },
};

/** `?location=` selects a bay deep in the tree: its ancestors open, the breadcrumb leads up, the table lists its devices. */
export const SelectedLocation: Story = {
  parameters: { route: '/deviceLocation?location=3' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const t = await tree(canvasElement);
    await waitFor(() => expect(item(t, /^HV switch room/)).toHaveAttribute('aria-selected', 'true'));
    await expect(item(t, /Shanghai Zhangjiang Campus/)).toHaveAttribute('aria-expanded', 'true');
    const crumbs = c.getByRole('navigation', { name: 'Location path' });
    await expect(within(crumbs).getByRole('link', { name: '110 kV Substation' })).toHaveAttribute('href', '/deviceLocation?location=2');
    await c.findByRole('heading', { name: 'HV switch room' });
    await waitFor(() => expect(canvasElement.querySelectorAll('path.ee-map-marker')).toHaveLength(4));
  },
};

/** Keyboard: one tab stop, arrows move and open, Enter selects; the search filters and opens matches. */
export const KeyboardAndSearch: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const t = await tree(canvasElement);
    const first = item(t, /Shanghai Zhangjiang Campus/);
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(item(t, /^110 kV Substation/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(item(t, /Wuhan Optics Valley Data Center/)).toHaveAttribute('aria-selected', 'true'));

    await userEvent.type(c.getByRole('searchbox', { name: 'Search locations' }), 'pump');
    await waitFor(() => expect(item(t, /^Pump room/)).toBeVisible());
    await expect(within(t).queryByRole('treeitem', { name: /Shanghai/ })).not.toBeInTheDocument();
    await expect(item(t, /Workshop 1/)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Move "Pump room" from Workshop 1 to the 35 kV Substation: the tree shows it under its new parent. */
export const MoveLocation: Story = {
  parameters: { route: '/deviceLocation?location=31', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Pump room' });
    await userEvent.click(c.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Pump room' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Parent location'), within(dialog).getByRole('option', { name: /35 kV Substation/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const crumbs = c.getByRole('navigation', { name: 'Location path' });
    await waitFor(() => expect(within(crumbs).getByRole('link', { name: '35 kV Substation' })).toBeInTheDocument());
    const t = await tree(canvasElement);
    const moved = item(t, /^Pump room/);
    await expect(moved).toHaveAttribute('aria-level', '3');
    const rows = within(t).getAllByRole('treeitem');
    const parentRow = rows.findLast((r, i) => i < rows.indexOf(moved) && r.getAttribute('aria-level') === '2');
    await expect(parentRow).toHaveAccessibleName(/35 kV Substation/);
  },
};

/** Moving a location under its own descendant: the API's 400 shows on the field. */
export const MoveUnderDescendant: Story = {
  parameters: { route: '/deviceLocation?location=26', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Workshop 1' });
    await userEvent.click(c.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Workshop 1' });
    // The choice list leaves out the location and its subtree; a stale list would still try.
    await expect(within(dialog).queryByRole('option', { name: /Pump room/ })).not.toBeInTheDocument();
  },
};

/** Deleting a location that still holds devices: the 409 message shows plainly, nothing is removed. */
export const DeleteNonEmpty: Story = {
  parameters: { route: '/deviceLocation?location=3', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'HV switch room' });
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete HV switch room?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Location still holds devices: move or delete them first');
  },
};

/** Adding a sub-location selects it in the tree. */
export const AddLocation: Story = {
  parameters: { route: '/deviceLocation?location=31', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Pump room' });
    await userEvent.click(c.getByRole('button', { name: 'Add sub-location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add location' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Pump panel 3');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Kind/), 'panel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await c.findByRole('heading', { name: 'Pump panel 3' });
    const t = await tree(canvasElement);
    await expect(item(t, /^Pump panel 3/)).toHaveAttribute('aria-selected', 'true');
  },
};

/** No locations at all. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/device-locations', () => HttpResponse.json({ tree: [], total: 0 })),
        http.get('*/api/devices', () => HttpResponse.json({ devices: [], total: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No locations yet' });
    await within(canvasElement).findByRole('heading', { name: 'No devices here' });
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/device-locations', () => delay('infinite')), http.get('*/api/devices', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading locations')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: [http.get('*/api/device-locations', () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('The locations could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  parameters: { route: '/deviceLocation?location=18' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Suzhou Industrial Park Plant' });
  },
};

export const Rtl: Story = {
  parameters: { route: '/deviceLocation?location=18' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Suzhou Industrial Park Plant' });
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
