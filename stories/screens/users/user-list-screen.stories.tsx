import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listUsers } from '@/api/mock/queries/users';
import { UserListScreen } from '@/screens/users/user-list-screen';

/** Where the screen has put its list state or led to: the URL a reload would keep. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

/** The screen with the probe beside it (a wrapper, not a decorator: the screen takes no props). */
function UserListScreenWithLocation() {
  return (
    <>
      <UserListScreen />
      <LocationProbe />
    </>
  );
}

const meta = {
  title: 'Screens/Users/User list',
  component: UserListScreenWithLocation,
  parameters: { layout: 'fullscreen', route: '/apps/user/list' },
} satisfies Meta<typeof UserListScreenWithLocation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' sample data, to say what each view must hold. */
const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const query = (q: string) => listUsers(db, new URLSearchParams(q));

const location = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location');
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Users' });
/** The full names of the rows on screen. */
const names = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('link')[0]?.textContent?.trim());
/** Waits for the first page and the figures. */
const loaded = async (canvasElement: HTMLElement, first = query('').users[0].fullName) => {
  await within(canvasElement).findByRole('link', { name: new RegExp(first) }, { timeout: 10_000 });
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="inactive"]')).toHaveTextContent(/\d/),
  );
};
const rowAction = async (canvasElement: HTMLElement, name: string, action: 'View' | 'Delete') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: `${action} ${name}` }));
};

/**
 * Ten users of fifty, newest first; the figures count every status and link to the list filtered by
 * it.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(names(canvasElement)).toEqual(query('').users.map((u) => u.fullName));
    await expect(canvasElement.querySelector('[data-stat="total"]')).toHaveTextContent(
      String(query('').totalUsers),
    );
    await expect(canvasElement.querySelector('[data-stat="active"]')).toHaveTextContent(
      String(query('status=active').totalUsers),
    );
    await expect(canvasElement.querySelector('[data-stat="pending"]')).toHaveTextContent(
      String(query('status=pending').totalUsers),
    );
    const first = query('').users[0];
    await expect(
      within(table(canvasElement)).getByRole('link', { name: new RegExp(first.fullName) }),
    ).toHaveAttribute('href', `/apps/user/view/${first.id}`);
  },
};

/** Role and plan filters, the status filter from the URL, search by e-mail and sort by user. */
export const FilterSearchSort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Role: / }));
    // The role's choices carry their users counted ("Editor 13").
    await userEvent.click(await screen.findByRole('option', { name: /^Editor/ }));
    await userEvent.click(c.getByRole('button', { name: /^Plan: / }));
    await userEvent.click(await screen.findByRole('option', { name: 'Team' }));
    const expected = query('role=editor&plan=team').users.map((u) => u.fullName);
    await waitFor(() => expect(names(canvasElement)).toEqual(expected));
    await expect(location(canvasElement)).toMatch(/role=editor/);
    await expect(
      c.getByRole('button', { name: /^Remove filter Role: \u2068?Editor\u2069?$/ }),
    ).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(names(canvasElement)).toHaveLength(10));

    // Search reads the e-mail as well as the name.
    const target = query('').users[3];
    await userEvent.type(c.getByRole('searchbox', { name: 'Search users' }), target.email);
    await waitFor(() => expect(names(canvasElement)).toEqual([target.fullName]));
    await userEvent.clear(c.getByRole('searchbox', { name: 'Search users' }));

    const header = c.getByRole('columnheader', { name: /User/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(
        query('sortBy=user&orderBy=asc').users.map((u) => u.fullName),
      ),
    );
  },
};

/** `?status=inactive` lists only suspended users. */
export const FilteredByStatus: Story = {
  parameters: { visual: false, route: '/apps/user/list?status=inactive' },
  play: async ({ canvasElement }) => {
    const expected = query('status=inactive').users;
    await loaded(canvasElement, expected[0].fullName);
    await expect(names(canvasElement)).toEqual(expected.map((u) => u.fullName));
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove filter Status: Inactive' }),
    ).toBeVisible();
  },
};

/**
 * Add a user: a malformed e-mail is refused on its field and nothing typed is lost; an e-mail
 * another user has comes back from the API onto the field; a free one saves and the user is found
 * by e-mail.
 */
export const AddUserWithFieldError: Story = {
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add new user' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add new user' });
    const d = within(drawer);
    await userEvent.type(d.getByLabelText(/^Full name/), 'Nadia Haddad');
    await userEvent.type(d.getByLabelText(/^Username/), 'nadia.haddad');
    await userEvent.type(d.getByLabelText(/^E-mail/), 'nadia.haddad@example');
    await userEvent.type(d.getByLabelText(/^Contact/), '+33 6 12 34 56 78');
    await userEvent.type(d.getByLabelText(/^Company/), 'Haddad Conseil');
    await userEvent.click(d.getByRole('combobox', { name: /^Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'France' }));
    await userEvent.click(d.getByRole('combobox', { name: /^Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await userEvent.click(d.getByRole('button', { name: 'Add user' }));
    await expect(await d.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(d.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    // The plan was not chosen: its field says so too.
    await expect(d.getByRole('combobox', { name: /^Plan/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(d.getByLabelText(/^Full name/)).toHaveValue('Nadia Haddad');
    await expect(d.getByLabelText(/^Company/)).toHaveValue('Haddad Conseil');

    await userEvent.click(d.getByRole('combobox', { name: /^Plan/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Team' }));
    // An e-mail in use: the API's answer lands on the field.
    await userEvent.clear(d.getByLabelText(/^E-mail/));
    await userEvent.type(d.getByLabelText(/^E-mail/), query('').users[0].email);
    await userEvent.click(d.getByRole('button', { name: 'Add user' }));
    await expect(await d.findByText('Email is already taken')).toBeVisible();
    await expect(d.getByLabelText(/^Username/)).toHaveValue('nadia.haddad');

    await userEvent.clear(d.getByLabelText(/^E-mail/));
    await userEvent.type(d.getByLabelText(/^E-mail/), 'nadia.haddad@example.com');
    await userEvent.click(d.getByRole('button', { name: 'Add user' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add new user' })).not.toBeInTheDocument(),
    );
    await expect(await screen.findByText('Added Nadia Haddad')).toBeVisible();
    await userEvent.type(
      c.getByRole('searchbox', { name: 'Search users' }),
      'nadia.haddad@example.com',
    );
    await waitFor(() => expect(names(canvasElement)).toEqual(['Nadia Haddad']));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="total"]')).toHaveTextContent(
        String(query('').totalUsers + 1),
      ),
    );
  },
};

/** Delete a user after confirming: the row goes and the total falls. */
export const DeleteUser: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const victim = query('').users[0];
    await rowAction(canvasElement, victim.fullName, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${victim.fullName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(names(canvasElement)).not.toContain(victim.fullName));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="total"]')).toHaveTextContent(
        String(query('').totalUsers - 1),
      ),
    );
  },
};

/** A user deleted meanwhile (elsewhere): the API's 404 shows in the dialog. */
export const DeleteUserGoneMeanwhile: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.delete('*/api/apps/users/:id', () =>
          HttpResponse.json({ message: 'User not found' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const victim = query('').users[1];
    await rowAction(canvasElement, victim.fullName, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${victim.fullName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found');
  },
};

/**
 * Signed in as the client account (it reads only, docs/spec.md §6): the simulation refuses the
 * delete with 403, the dialog says so (the message in four languages) and the user stays.
 */
export const DeleteRefusedToClient: Story = {
  parameters: { visual: false },
  beforeEach: () => {
    // The token the screens send (storyAccessToken reads it first); the admin's again afterwards.
    sessionStorage.setItem('accessToken', 'demo.2.storybook');
    return () => sessionStorage.removeItem('accessToken');
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const victim = query('').users[2];
    await rowAction(canvasElement, victim.fullName, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: `Delete ${victim.fullName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account may not make this change',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(names(canvasElement)).toContain(victim.fullName);
  },
};

/** "View" in a row's menu opens the user. */
export const ViewUser: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const user = query('').users[2];
    await rowAction(canvasElement, user.fullName, 'View');
    await waitFor(() => expect(location(canvasElement)).toBe(`/apps/user/view/${user.id}`));
  },
};

/** Export writes every user of the filtered list (all pages), with translated role and status. */
export const ExportCsv: Story = {
  parameters: { visual: false, toasts: true, route: '/apps/user/list?status=active' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const expected = query('status=active');
    await loaded(canvasElement, expected.users[0].fullName);
    const saved: Blob[] = [];
    const create = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      saved.push(blob as Blob);
      return 'blob:story-export';
    };
    HTMLAnchorElement.prototype.click = function () {};
    try {
      await userEvent.click(c.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(saved).toHaveLength(1));
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
    const lines = (await saved[0].text()).replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toMatch(/^Full name,Username,E-mail,Role,Plan,Billing,Status/);
    await expect(lines).toHaveLength(expected.totalUsers + 1);
    await expect(lines.slice(1).every((l) => l.includes(',Active,'))).toBe(true);
    await expect(await screen.findByText(`Users exported: ${expected.totalUsers}`)).toBeVisible();
  },
};

/** Nothing matches: the empty state, export off. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/users', () =>
          HttpResponse.json({ users: [], totalUsers: 0, totalPages: 1, page: 1 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No users found');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="total"]')).toHaveTextContent('0'),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

/** While the users load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/apps/users', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list call fails: the table's error state with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/users', () =>
          HttpResponse.json({ message: 'Users are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Users are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
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

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
