import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { DeviceLocationScreen } from '@/screens/devices/location/device-location-screen';

import { drawnLeftToRight } from '../../../support/visual-order';

/** Every story runs without map tiles: no network in tests, and the markers must show anyway. */
const meta = {
  title: 'Screens/Devices/Device locations',
  component: DeviceLocationScreen,
  args: { tiles: null },
  parameters: { layout: 'fullscreen', route: '/deviceLocation' },
} satisfies Meta<typeof DeviceLocationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const tree = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tree', { name: 'Location tree' });
const item = (root: HTMLElement, name: string | RegExp) =>
  within(root).getByRole('treeitem', { name });

/** Three sites with their counts; the map shows every site. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const t = await tree(canvasElement);
    await expect(within(t).getAllByRole('treeitem')).toHaveLength(3);
    const site = item(t, /Shanghai Zhangjiang Campus/);
    await expect(site).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('path.ee-map-marker')).toHaveLength(3),
    );
    const table = await within(canvasElement).findByRole('table', {
      name: 'Devices here and below',
    });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  },
};

/**
 * `?location=` selects a bay deep in the tree: its ancestors open, the breadcrumb leads up, the
 * table lists its devices.
 */
export const SelectedLocation: Story = {
  parameters: { route: '/deviceLocation?location=3' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const t = await tree(canvasElement);
    await waitFor(() =>
      expect(item(t, /^HV switch room/)).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(item(t, /Shanghai Zhangjiang Campus/)).toHaveAttribute('aria-expanded', 'true');
    const crumbs = c.getByRole('navigation', { name: 'Location path' });
    await expect(within(crumbs).getByRole('link', { name: '110 kV Substation' })).toHaveAttribute(
      'href',
      '/deviceLocation?location=2',
    );
    await c.findByRole('heading', { name: 'HV switch room' });
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('path.ee-map-marker')).toHaveLength(4),
    );
  },
};

/**
 * Keyboard: one tab stop, arrows move and open, Enter selects; the search filters and opens
 * matches.
 */
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
    await waitFor(() =>
      expect(item(t, /Wuhan Optics Valley Data Center/)).toHaveAttribute('aria-selected', 'true'),
    );

    await userEvent.type(c.getByRole('searchbox', { name: 'Search locations' }), 'pump');
    await waitFor(() => expect(item(t, /^Pump room/)).toBeVisible());
    await expect(within(t).queryByRole('treeitem', { name: /Shanghai/ })).not.toBeInTheDocument();
    await expect(item(t, /Workshop 1/)).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * Move "Pump room" from Workshop 1 to the 35 kV Substation: the tree shows it under its new parent.
 */
export const MoveLocation: Story = {
  parameters: { route: '/deviceLocation?location=31', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Pump room' });
    await userEvent.click(c.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Pump room' });
    const parent = within(dialog).getByRole('combobox', { name: 'Parent location' });
    await expect(parent).toHaveTextContent('Workshop 1');
    await userEvent.click(parent);
    const popup = within(await screen.findByRole('dialog', { name: 'Parent location' }));
    await userEvent.type(popup.getByRole('combobox'), '35 kV');
    await userEvent.click(await popup.findByRole('option', { name: /35 kV Substation$/ }));
    await expect(parent).toHaveTextContent('35 kV Substation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const crumbs = c.getByRole('navigation', { name: 'Location path' });
    await waitFor(() =>
      expect(within(crumbs).getByRole('link', { name: '35 kV Substation' })).toBeInTheDocument(),
    );
    const t = await tree(canvasElement);
    const moved = item(t, /^Pump room/);
    await expect(moved).toHaveAttribute('aria-level', '3');
    const rows = within(t).getAllByRole('treeitem');
    const parentRow = rows.findLast(
      (r, i) => i < rows.indexOf(moved) && r.getAttribute('aria-level') === '2',
    );
    await expect(parentRow).toHaveAccessibleName(/35 kV Substation/);
  },
};

/**
 * Moving a location under its own descendant: the choice list leaves out the location and its
 * subtree; when the API still refuses (a stale tree, simulated here), its 400 shows on the field.
 */
export const MoveUnderDescendant: Story = {
  parameters: {
    route: '/deviceLocation?location=26',
    visual: false,
    msw: {
      handlers: [
        http.put('*/api/device-locations/:id', () =>
          HttpResponse.json(
            {
              message: 'Validation failed',
              errors: {
                parentId: ['A location cannot move under itself or one of its descendants'],
              },
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Workshop 1' });
    await userEvent.click(c.getByRole('button', { name: 'Move' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Workshop 1' }));
    const parent = dialog.getByRole('combobox', { name: 'Parent location' });
    await userEvent.click(parent);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(3);
    await expect(
      within(listbox).queryByRole('option', { name: /Workshop 1|Pump room/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      within(listbox).getByRole('option', { name: 'None (a site at the top)' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(parent).toHaveAccessibleDescription(
        'A location cannot move under itself or one of its descendants',
      ),
    );
    await expect(parent).toHaveTextContent('None (a site at the top)');
    await expect(screen.getByRole('dialog', { name: 'Move Workshop 1' })).toBeInTheDocument();
  },
};

/**
 * Deleting a location that still holds devices is not asked as a question bound to fail: the
 * dialog says why (its devices and sub-locations) and links to its devices in the register.
 */
export const DeleteHoldsDevices: Story = {
  parameters: { route: '/deviceLocation?location=3', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'HV switch room' });
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'HV switch room cannot be deleted' });
    await expect(dialog).toHaveAccessibleDescription(
      /^It holds devices, here or below it \(\d+\): move them to another location or delete them first\. It has sub-locations \(3\): move or delete them first\.$/,
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(
      within(dialog).getByRole('link', { name: 'Show its devices in the register' }),
    ).toHaveAttribute('href', '/devices?locationId=3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(c.getByRole('heading', { name: 'HV switch room' })).toBeInTheDocument();
  },
};

/** The Suzhou site (its devices, 2 sub-locations) says so before any click on a refusal. */
export const DeleteSiteWithDevices: Story = {
  parameters: { route: '/deviceLocation?location=18', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Suzhou Industrial Park Plant' });
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Suzhou Industrial Park Plant cannot be deleted',
    });
    await expect(dialog).toHaveAccessibleDescription(
      /^It holds devices, here or below it \(\d+\).*It has sub-locations \(2\)/,
    );
    await userEvent.click(
      within(dialog).getByRole('link', { name: 'Show its devices in the register' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Deleting an empty location goes to its parent; deleting an empty site goes to all sites. */
export const DeleteGoesToParent: Story = {
  parameters: { route: '/deviceLocation?location=31', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Pump room' });
    await userEvent.click(c.getByRole('button', { name: 'Add sub-location' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add location' }));
    await userEvent.type(add.getByLabelText(/^Name/), 'Spare panel');
    await userEvent.click(add.getByRole('button', { name: 'Save' }));
    await c.findByRole('heading', { name: 'Spare panel' });
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Spare panel?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await c.findByRole('heading', { name: 'Pump room' });
    const t = await tree(canvasElement);
    await waitFor(() => expect(item(t, /^Pump room/)).toHaveAttribute('aria-selected', 'true'));
    await expect(
      within(t).queryByRole('treeitem', { name: /^Spare panel/ }),
    ).not.toBeInTheDocument();
    await expect(c.queryByRole('heading', { name: 'Location not found' })).not.toBeInTheDocument();

    await userEvent.click(c.getByRole('button', { name: 'Add site' }));
    const site = within(await screen.findByRole('dialog', { name: 'Add location' }));
    await userEvent.type(site.getByLabelText(/^Name/), 'Hefei Test Yard');
    await userEvent.type(site.getByLabelText(/^Latitude/), '31.82');
    await userEvent.type(site.getByLabelText(/^Longitude/), '117.23');
    await userEvent.click(site.getByRole('button', { name: 'Save' }));
    await c.findByRole('heading', { name: 'Hefei Test Yard' });
    await userEvent.click(c.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Hefei Test Yard?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const crumbs = c.getByRole('navigation', { name: 'Location path' });
    await waitFor(() =>
      expect(within(crumbs).getByText('All sites')).toHaveAttribute('aria-current', 'page'),
    );
    await expect(c.queryByRole('heading', { name: 'Hefei Test Yard' })).not.toBeInTheDocument();
    await expect(c.queryByRole('heading', { name: 'Location not found' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(t).getAllByRole('treeitem', { name: /Campus|Plant|Center/ })).toHaveLength(3),
    );
  },
};

/**
 * `?location=9999` names no location: not found, with the way back to every site, instead of
 * quietly showing all sites.
 */
export const UnknownLocation: Story = {
  parameters: { route: '/deviceLocation?location=9999' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Location not found' });
    await expect(
      c.getByText('No location has the id 9999. It may have been deleted, or the link is wrong.'),
    ).toBeVisible();
    await expect(c.getByRole('link', { name: 'Show all sites' })).toHaveAttribute(
      'href',
      '/deviceLocation',
    );
    await expect(
      within(c.getByRole('navigation', { name: 'Location path' })).getByRole('link', {
        name: 'All sites',
      }),
    ).toHaveAttribute('href', '/deviceLocation');
    await expect(
      c.queryByRole('table', { name: 'Devices here and below' }),
    ).not.toBeInTheDocument();
    await expect(await tree(canvasElement)).toBeVisible();
  },
};

/** `?location=abc` is no id at all: not found too; "Show all sites" leads back. */
export const UnreadableLocation: Story = {
  parameters: { route: '/deviceLocation?location=abc', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Location not found' });
    await userEvent.click(c.getByRole('link', { name: 'Show all sites' }));
    await c.findByRole('table', { name: 'Devices here and below' });
    await expect(c.queryByRole('heading', { name: 'Location not found' })).not.toBeInTheDocument();
  },
};

/**
 * A second site named like one that exists (case and spaces aside) is refused, and so is a
 * rename onto a sibling's name: the API's 409 shows on the name field, and what was typed stays.
 */
export const DuplicateName: Story = {
  parameters: { route: '/deviceLocation?location=2', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: '110 kV Substation' });
    await userEvent.click(c.getByRole('button', { name: 'Add site' }));
    const add = within(await screen.findByRole('dialog', { name: 'Add location' }));
    await userEvent.type(add.getByLabelText(/^Name/), ' shanghai  zhangjiang CAMPUS');
    await userEvent.type(add.getByLabelText(/^Latitude/), '31.2');
    await userEvent.type(add.getByLabelText(/^Longitude/), '121.6');
    await userEvent.click(add.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(add.getByLabelText(/^Name/)).toHaveAccessibleDescription(
        'There is already a location named Shanghai Zhangjiang Campus here',
      ),
    );
    await expect(add.getByLabelText(/^Latitude/)).toHaveValue(31.2);
    // What was typed is not lost by Cancel without asking (issue 13.4).
    await userEvent.click(add.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(c.getByRole('button', { name: 'Rename' }));
    const rename = within(await screen.findByRole('dialog', { name: 'Rename 110 kV Substation' }));
    await userEvent.clear(rename.getByLabelText(/^Name/));
    await userEvent.type(rename.getByLabelText(/^Name/), 'r&d building 2');
    await userEvent.click(rename.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(rename.getByLabelText(/^Name/)).toHaveAccessibleDescription(
        'There is already a location named R&D Building 2 here',
      ),
    );
    await userEvent.click(rename.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(c.getByRole('heading', { name: '110 kV Substation' })).toBeInTheDocument();
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
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Panel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await c.findByRole('heading', { name: 'Pump panel 3' });
    const t = await tree(canvasElement);
    await expect(item(t, /^Pump panel 3/)).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * A new site needs coordinates; a latitude the API refuses shows on its field and the typed values
 * stay.
 */
export const AddSiteErrors: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await tree(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add site' }));
    const d = within(await screen.findByRole('dialog', { name: 'Add location' }));
    await userEvent.type(d.getByLabelText(/^Name/), 'Hefei Test Yard');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(d.getByLabelText(/^Latitude/)).toHaveAccessibleDescription('Required');
    await userEvent.type(d.getByLabelText(/^Latitude/), '95');
    await userEvent.type(d.getByLabelText(/^Longitude/), '117.2');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(d.getByLabelText(/^Latitude/)).toHaveAccessibleDescription(
        'Must be a number from -90 to 90',
      ),
    );
    await expect(d.getByLabelText(/^Name/)).toHaveValue('Hefei Test Yard');
    await expect(d.getByLabelText(/^Longitude/)).toHaveValue(117.2);
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
    msw: {
      handlers: [
        http.get('*/api/device-locations', () => delay('infinite')),
        http.get('*/api/devices', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading locations')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/device-locations', () =>
          HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
        ),
      ],
    },
  },
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
    // Latin names keep their own direction in the Arabic breadcrumb and tree.
    const crumbs = within(canvasElement).getByRole('navigation', { name: 'مسار الموقع' });
    await expect(within(crumbs).getByText('Suzhou Industrial Park Plant').tagName).toBe('BDI');
    const t = await within(canvasElement).findByRole('tree');
    await expect(t.querySelectorAll('[role="treeitem"] bdi').length).toBe(
      within(t).getAllByRole('treeitem').length,
    );
  },
};

/**
 * Names and addresses that start with digits keep their order inside the Arabic page: drawn
 * "110 kV Substation" (not "kV Substation 110") in the breadcrumb and the tree, and "90 Keyuan
 * Road, …" (not "Keyuan Road, …, 90") in the address.
 */
export const RtlNestedNames: Story = {
  parameters: { route: '/deviceLocation?location=3' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'HV switch room' });
    const crumbs = c.getByRole('navigation', { name: 'مسار الموقع' });
    await expect(
      drawnLeftToRight(
        within(crumbs).getByRole('link', { name: '110 kV Substation' }),
        '110',
        'kV',
        'Substation',
      ),
    ).toBe(true);
    const t = await c.findByRole('tree');
    await waitFor(() =>
      expect(within(t).getByRole('treeitem', { name: /^110 kV Substation/ })).toBeVisible(),
    );
    await expect(
      drawnLeftToRight(
        within(t).getByRole('treeitem', { name: /^110 kV Substation/ }),
        '110',
        'kV',
        'Substation',
      ),
    ).toBe(true);
    await expect(drawnLeftToRight(c.getByText(/^90 Keyuan Road/), '90', 'Keyuan', 'Shanghai')).toBe(
      true,
    );
    // The devices' locations leave out what the breadcrumb already says: only the bay (or the room
    // itself).
    const table = await c.findByRole('table', { name: 'الأجهزة هنا وما تحته' });
    await waitFor(() =>
      expect(
        within(table).getAllByText(/^(HV switch room|Incoming bay \d|Transformer bay)$/).length,
      ).toBeGreaterThan(0),
    );
    await expect(
      within(table).queryByText(/Shanghai Zhangjiang Campus|110 kV Substation/),
    ).not.toBeInTheDocument();
  },
};

/**
 * The site's audit report being made, device by device (each device's results answer slowly
 * here): the action gives way to a progress bar with a cancel button; cancelling stops it, says
 * so, and the action is back.
 */
export const AuditReportCancelled: Story = {
  parameters: {
    visual: false,
    toasts: true,
    route: '/deviceLocation?location=1',
    msw: {
      handlers: [
        http.get('*/api/test-results', async () => {
          await delay(400);
          return HttpResponse.json({ results: [], total: 0 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Audit report' }));
    const bar = await c.findByRole('progressbar', { name: /^Making the audit report: \d+ of \d+/ });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(await screen.findByText('Audit report cancelled')).toBeVisible();
    await expect(await c.findByRole('button', { name: 'Audit report' })).toBeEnabled();
    await expect(c.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** The devices could not be read: a toast says the audit report was not made, and why. */
export const AuditReportError: Story = {
  parameters: {
    visual: false,
    toasts: true,
    route: '/deviceLocation?location=1',
    msw: {
      handlers: [
        http.get('*/api/work-orders', () =>
          HttpResponse.json({ message: 'The work order service is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Audit report' }));
    await expect(await screen.findByText('The audit report could not be made')).toBeVisible();
    await expect(await screen.findByText('The work order service is unavailable')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Audit report' })).toBeEnabled();
  },
};
