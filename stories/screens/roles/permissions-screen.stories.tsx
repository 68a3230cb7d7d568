import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listPermissions } from '@/api/mock/queries/permissions';
import { PermissionsScreen } from '@/screens/roles/permissions-screen';

const meta = {
  title: 'Screens/Roles/Permissions',
  component: PermissionsScreen,
  parameters: { layout: 'fullscreen', route: '/apps/permissions' },
} satisfies Meta<typeof PermissionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' sample data. */
const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const query = (q: string) => listPermissions(db, new URLSearchParams(q));

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Permissions' });
const rows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);
const names = (canvasElement: HTMLElement) =>
  rows(canvasElement).map((r) => within(r).getAllByRole('cell')[0].textContent);
const row = (canvasElement: HTMLElement, name: string) =>
  rows(canvasElement).find((r) => within(r).getAllByRole('cell')[0].textContent === name)!;
/** Waits for the rows. */
const loaded = async (canvasElement: HTMLElement, first = query('').permissions[0].name) => {
  await within(canvasElement).findByRole('cell', { name: first }, { timeout: 10_000 });
};

/** Every permission with the roles holding it as chips and its creation date. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(names(canvasElement)).toEqual(query('').permissions.map((p) => p.name));
    const planning = row(canvasElement, 'Project Planning');
    for (const role of ['Administrator', 'Manager', 'Users', 'Support'])
      await expect(within(planning).getByText(role)).toBeVisible();
    await expect(planning.querySelector('time')).toHaveAttribute(
      'dateTime',
      query('').permissions.find((p) => p.name === 'Project Planning')!.createdAt,
    );
  },
};

/** Search by name, by the start of a role name and by date; sort by name. */
export const SearchAndSort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const search = c.getByRole('searchbox', { name: 'Search permissions' });
    await userEvent.type(search, 'billing');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Manage Billing & Roles']));
    await userEvent.clear(search);
    await userEvent.type(search, 'restr');
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(query('q=restr').permissions.map((p) => p.name)),
    );
    await expect(names(canvasElement)).toEqual(['Only View']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Apr 2026');
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(
        query('q=Apr 2026&lang=en').permissions.map((p) => p.name),
      ),
    );
    await userEvent.clear(search);
    await waitFor(() => expect(names(canvasElement)).toHaveLength(query('').permissions.length));
    const header = c.getByRole('columnheader', { name: /Name/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(
        query('sortBy=name&orderBy=asc').permissions.map((p) => p.name),
      ),
    );
  },
};

/**
 * Add a permission: no role chosen and a name taken are refused on their fields; a new one saves
 * and appears.
 */
export const AddPermission: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new permission' });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText(/^Permission name/), 'Management');
    await userEvent.click(d.getByRole('checkbox', { name: 'Administrator' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Choose at least one role')).toBeVisible();
    await expect(d.getByLabelText(/^Permission name/)).toHaveValue('Management');
    await userEvent.click(d.getByRole('checkbox', { name: 'Support' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Another permission already has this name')).toBeVisible();
    await expect(d.getByRole('checkbox', { name: 'Support' })).toBeChecked();
    await userEvent.clear(d.getByLabelText(/^Permission name/));
    await userEvent.type(d.getByLabelText(/^Permission name/), 'Export Reports');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new permission' })).not.toBeInTheDocument(),
    );
    await userEvent.type(c.getByRole('searchbox', { name: 'Search permissions' }), 'export');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Export Reports']));
    await expect(within(row(canvasElement, 'Export Reports')).getByText('Support')).toBeVisible();
  },
};

/** Edit a permission: the rename warning, a new role; the row shows it. */
export const EditPermission: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Edit Management' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit permission Management' });
    const d = within(dialog);
    await expect(d.getByText(/stops matching it once it is renamed/)).toBeVisible();
    await expect(d.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    await userEvent.click(d.getByRole('checkbox', { name: 'Manager' }));
    await userEvent.clear(d.getByLabelText(/^Permission name/));
    await userEvent.type(d.getByLabelText(/^Permission name/), 'Site Management');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(names(canvasElement)).toContain('Site Management'));
    await expect(within(row(canvasElement, 'Site Management')).getByText('Manager')).toBeVisible();
  },
};

/** Delete a permission after confirming: its row goes. */
export const DeletePermission: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Delete Only View' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the permission Only View?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(names(canvasElement)).not.toContain('Only View'));
  },
};

/** No permission matches. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/permissions', () =>
          HttpResponse.json({ permissions: [], totalPermissions: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No permissions found');
  },
};

/** While the permissions load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/apps/permissions', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The call fails: the error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/permissions', () =>
          HttpResponse.json({ message: 'Permissions are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Permissions are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic, right to left: dates as written in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
