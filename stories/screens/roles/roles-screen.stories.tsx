import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listRoles } from '@/api/mock/queries/roles';
import { listUsers } from '@/api/mock/queries/users';
import { RolesScreen } from '@/screens/roles/roles-screen';

/** Where the screen has put the users table's state: the URL a reload would keep. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

/** The screen with the probe beside it (a wrapper, not a decorator: the screen takes no props). */
function RolesScreenWithLocation() {
  return (
    <>
      <RolesScreen />
      <LocationProbe />
    </>
  );
}

const meta = {
  title: 'Screens/Roles/Roles',
  component: RolesScreenWithLocation,
  parameters: { layout: 'fullscreen', route: '/apps/roles' },
} satisfies Meta<typeof RolesScreenWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' sample data. */
const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const roles = listRoles(db).roles;
const users = (q: string) => listUsers(db, new URLSearchParams(q));

const location = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location');
const card = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-role="${name}"]`) as HTMLElement | null;
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Users and their roles' });
const names = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('link')[0]?.textContent?.trim());
/** Waits for the role cards and the users below. */
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(card(canvasElement, 'admin')).not.toBeNull(), { timeout: 10_000 });
  await within(canvasElement).findByRole(
    'link',
    { name: new RegExp(users('').users[0].fullName) },
    { timeout: 10_000 },
  );
};

/** A card per role with its users counted, the card to add one, and every user below. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    for (const role of roles)
      await expect(card(canvasElement, role.name)).toHaveTextContent(`Users: ${role.userCount}`);
    await expect(card(canvasElement, 'admin')).toHaveTextContent('Areas: 9');
    await expect(within(canvasElement).getByRole('button', { name: 'Add new role' })).toBeVisible();
    await expect(names(canvasElement)).toEqual(users('').users.map((u) => u.fullName));
  },
};

/**
 * Add a role with the permission grid: "Select all" ticks every box; a name another role has
 * (as shown: "Admin") is refused on its field and the grid stays as ticked; a new name saves and
 * its card appears. A role nobody has can then be deleted after confirming.
 */
export const AddRoleWithGrid: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add new role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new role' });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText(/^Role name/), 'Admin');
    await userEvent.click(d.getByRole('checkbox', { name: 'Select all' }));
    await expect(d.getByRole('checkbox', { name: 'Payroll: Create' })).toBeChecked();
    await userEvent.click(d.getByRole('checkbox', { name: 'Payroll: Create' }));
    await expect(d.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Another role already has this name')).toBeVisible();
    await expect(d.getByRole('checkbox', { name: 'User management: Write' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'Payroll: Create' })).not.toBeChecked();
    await userEvent.clear(d.getByLabelText(/^Role name/));
    await userEvent.type(d.getByLabelText(/^Role name/), 'Auditor');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new role' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(card(canvasElement, 'Auditor')).not.toBeNull());
    await expect(card(canvasElement, 'Auditor')).toHaveTextContent('Users: 0');
    await expect(card(canvasElement, 'Auditor')).toHaveTextContent('Areas: 9');

    await userEvent.click(c.getByRole('button', { name: 'Delete role Auditor' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete role Auditor?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(card(canvasElement, 'Auditor')).toBeNull());
  },
};

/**
 * Give a role a permission: Editor gains read access to user management, its card counts one area
 * more.
 */
export const EditRolePermissions: Story = {
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(card(canvasElement, 'editor')).toHaveTextContent('Areas: 3');
    await userEvent.click(c.getByRole('button', { name: 'Edit role Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role Editor' });
    const d = within(dialog);
    await expect(d.getByLabelText(/^Role name/)).toHaveValue('Editor');
    await expect(d.getByRole('checkbox', { name: 'Content management: Write' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'User management: Read' })).not.toBeChecked();
    await userEvent.click(d.getByRole('checkbox', { name: 'User management: Read' }));
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit role Editor' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(card(canvasElement, 'editor')).toHaveTextContent('Areas: 4'));
    await expect(await screen.findByText('Saved role Editor')).toBeVisible();
  },
};

/** A role users still have cannot be deleted: the dialog says why and lists those users below. */
export const DeleteRoleInUse: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const admin = roles.find((r) => r.name === 'admin')!;
    await userEvent.click(c.getByRole('button', { name: 'Delete role Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Admin cannot be deleted' });
    await expect(dialog).toHaveAccessibleDescription(
      `Users still have this role (${admin.userCount}). Give them another role first.`,
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show these users' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(users('role=admin').users.map((u) => u.fullName)),
    );
    await expect(location(canvasElement)).toMatch(/role=admin/);
  },
};

/** A card's filter button lists only its role's users; pressed again, everyone. */
export const ShowUsersOfRole: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const button = c.getByRole('button', { name: 'Show the users of Author' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(users('role=author').users.map((u) => u.fullName)),
    );
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(names(canvasElement)).toHaveLength(10));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** No role yet: only the card to add one; no user either. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/roles', () => HttpResponse.json({ roles: [] })),
        http.get('*/api/apps/users', () =>
          HttpResponse.json({ users: [], totalUsers: 0, totalPages: 1, page: 1 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: 'Add new role' })).toBeVisible();
    await c.findByText('No users found');
    await expect(canvasElement.querySelectorAll('[data-role]')).toHaveLength(0);
  },
};

/** While the roles and users load. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/roles', () => delay('infinite')),
        http.get('*/api/apps/users', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvasElement.querySelector('ul[aria-busy="true"]')).not.toBeNull();
  },
};

/** The roles call fails: the error with a retry; the users still show. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/roles', () =>
          HttpResponse.json({ message: 'Roles are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Roles are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await c.findByRole('link', { name: new RegExp(users('').users[0].fullName) });
  },
};

/**
 * The role dialog on a phone: inside the screen, its close button and name field whole; the grid
 * scrolls within it.
 */
const fitsPhone = (
  locale: string,
  openLabel: string,
  title: string,
  nameLabel: string,
  closeLabel: string,
): Story => ({
  globals: { locale, viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: openLabel })[0]);
    const dialog = await screen.findByRole('dialog', { name: title });
    const width = dialog.ownerDocument.documentElement.clientWidth;
    await expect(width).toBe(390);
    const inside = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left >= 0, right: r.right <= width };
    };
    await expect(inside(dialog)).toEqual({ left: true, right: true });
    const close = within(dialog).getByRole('button', { name: closeLabel });
    await expect(inside(close)).toEqual({ left: true, right: true });
    await expect(inside(within(dialog).getByLabelText(new RegExp(`^${nameLabel}`)))).toEqual({
      left: true,
      right: true,
    });
    // Nothing sideways to scroll in the overlay: the wide grid scrolls inside its own box.
    const overlay = dialog.parentElement!;
    await expect(overlay.scrollWidth).toBeLessThanOrEqual(overlay.clientWidth);
    const grid = dialog.querySelector('table')!.parentElement!;
    await expect(inside(grid)).toEqual({ left: true, right: true });
  },
});

/** Editing a role on a phone (390 px), in English: the dialog fits the screen. */
export const PhoneEditRole: Story = fitsPhone(
  'en',
  'Edit role Editor',
  'Edit role Editor',
  'Role name',
  'Close',
);

/** Adding a role on a phone, in French (longer words). */
export const PhoneAddRoleFrench: Story = fitsPhone(
  'fr',
  'Ajouter un rôle',
  'Ajouter un rôle',
  'Nom du rôle',
  'Fermer',
);

/** Adding a role on a phone, in Arabic (right to left). */
export const PhoneAddRoleArabic: Story = fitsPhone(
  'ar',
  'إضافة دور جديد',
  'إضافة دور جديد',
  'اسم الدور',
  'إغلاق',
);

/** Adding a role on a phone, in Chinese. */
export const PhoneAddRoleChinese: Story = fitsPhone(
  'zh',
  '添加新角色',
  '添加新角色',
  '角色名称',
  '关闭',
);

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

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
