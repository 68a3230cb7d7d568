import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { getUser } from '@/api/mock/queries/users';
import type { UserDetail } from '@/api/types/users';
import { UserViewScreen } from '@/screens/users/view/user-view-screen';

/** Where the screen has put its tab: the URL a reload would keep. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

const meta = {
  title: 'Screens/Users/User view',
  component: UserViewScreen,
  args: { id: '1' },
  parameters: { layout: 'fullscreen', route: '/apps/user/view/1' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<typeof UserViewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' sample user. */
const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const found = getUser(db, 1);
const user = (found.ok ? found.value : undefined) as UserDetail;

const location = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location');
/** Waits for the user's page. */
const loaded = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole(
    'heading',
    { level: 1, name: user.fullName },
    { timeout: 10_000 },
  );
};
const openTab = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(within(canvasElement).getByRole('tab', { name }));
  await waitFor(() =>
    expect(within(canvasElement).getByRole('tab', { name })).toHaveAttribute(
      'aria-selected',
      'true',
    ),
  );
};

/** The bio and plan cards beside the Account tab: the user's projects and activity. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByText(`@${user.username}`)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Suspend' })).toBeVisible();
    const projects = c.getByRole('table', { name: `Projects of ${user.fullName}` });
    for (const p of user.projects) await expect(within(projects).getByText(p.name)).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(c.getByText('Account opened')).toBeVisible();
  },
};

/** Each tab shows its part and is kept in the URL (`?tab=`). */
export const EveryTab: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await openTab(canvasElement, 'Security');
    await expect(location(canvasElement)).toBe('/apps/user/view/1?tab=security');
    await expect(
      c.getByRole('table', { name: `Recent devices of ${user.fullName}` }),
    ).toBeVisible();
    await openTab(canvasElement, 'Billing & plan');
    await expect(location(canvasElement)).toBe('/apps/user/view/1?tab=billing');
    await expect(c.getByRole('heading', { name: 'Billing address' })).toBeVisible();
    await expect(c.getByText(user.billingAddress.address)).toBeVisible();
    await openTab(canvasElement, 'Notifications');
    await expect(c.getByRole('table', { name: 'Notification choices' })).toBeVisible();
    await openTab(canvasElement, 'Connections');
    await expect(c.getByRole('switch', { name: 'Slack' })).toBeChecked();
    await expect(c.getByRole('switch', { name: 'Google' })).not.toBeChecked();
    await openTab(canvasElement, 'Account');
    await expect(location(canvasElement)).toBe('/apps/user/view/1');
  },
};

/** The Security tab: the password form with its rules and the recent devices. */
export const Security: Story = {
  parameters: { route: '/apps/user/view/1?tab=security' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('table', { name: `Recent devices of ${user.fullName}` }),
    ).toBeVisible();
  },
};

/** The Billing & plan tab: the plan, the cards and the billing address. */
export const Billing: Story = {
  parameters: { route: '/apps/user/view/1?tab=billing' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByText('Visa ending in 3125')).toBeVisible();
  },
};

/**
 * Edit the user: a malformed e-mail is refused on its field, nothing typed is lost; a good one
 * saves and the bio shows it.
 */
export const EditWithFieldError: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    const d = within(dialog);
    await expect(d.getByLabelText(/^Full name/)).toHaveValue(user.fullName);
    await userEvent.clear(d.getByLabelText(/^Company/));
    await userEvent.type(d.getByLabelText(/^Company/), 'Hurran Field Services');
    await userEvent.clear(d.getByLabelText(/^E-mail/));
    await userEvent.type(d.getByLabelText(/^E-mail/), 'lucas@');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(d.getByLabelText(/^Company/)).toHaveValue('Hurran Field Services');
    await userEvent.clear(d.getByLabelText(/^E-mail/));
    await userEvent.type(d.getByLabelText(/^E-mail/), 'lucas@hurran.example.com');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Edit user information' }),
      ).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(c.getByText('lucas@hurran.example.com')).toBeVisible());
    await expect(c.getByText('Hurran Field Services')).toBeVisible();
  },
};

/** Suspend after confirming: the status becomes Inactive and the button offers to reactivate. */
export const Suspend: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Suspend ${user.fullName}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await c.findByRole('button', { name: 'Reactivate' })).toBeVisible();
    await expect(c.getByText('Inactive')).toBeVisible();
  },
};

/**
 * Change password: the rules show what is missing while typing; a weak or unmatched password is
 * refused on its field; a good one saves.
 */
export const ChangePassword: Story = {
  parameters: { visual: false, toasts: true, route: '/apps/user/view/1?tab=security' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const password = c.getByLabelText(/^New password/);
    const confirm = c.getByLabelText(/^Confirm new password/);
    await userEvent.type(password, 'short');
    await expect(canvasElement.querySelector('[data-rule="passwordLower"]')).toHaveAttribute(
      'data-met',
      'true',
    );
    await expect(canvasElement.querySelector('[data-rule="passwordUpper"]')).toHaveAttribute(
      'data-met',
      'false',
    );
    await userEvent.type(confirm, 'short');
    await userEvent.click(c.getByRole('button', { name: 'Change password' }));
    await expect(await c.findByText(/^Use at least/)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(password);
    await userEvent.type(password, 'Field-Work-2026');
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-rule][data-met="false"]')).toHaveLength(0),
    );
    await userEvent.click(c.getByRole('button', { name: 'Change password' }));
    await expect(await c.findByText('The passwords do not match')).toBeVisible();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Field-Work-2026');
    await userEvent.click(c.getByRole('button', { name: 'Change password' }));
    await expect(await screen.findByText('Password changed')).toBeVisible();
    await waitFor(() => expect(password).toHaveValue(''));
  },
};

/**
 * Notification choices: a switch changed, saved; the grid is then unchanged against what is stored.
 */
export const Notifications: Story = {
  parameters: { visual: false, toasts: true, route: '/apps/user/view/1?tab=notifications' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByText('Nothing changed yet')).toBeVisible();
    const toggle = c.getByRole('checkbox', { name: 'New for you: Browser' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await userEvent.click(c.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Notification choices saved')).toBeVisible();
    await waitFor(() => expect(c.getByText('Nothing changed yet')).toBeVisible());
    await expect(c.getByRole('checkbox', { name: 'New for you: Browser' })).toBeChecked();
  },
};

/** Connecting an account saves at once. */
export const Connections: Story = {
  parameters: { visual: false, toasts: true, route: '/apps/user/view/1?tab=connections' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('switch', { name: 'Google' }));
    await expect(await screen.findByText('Google connected')).toBeVisible();
    await waitFor(() => expect(c.getByRole('switch', { name: 'Google' })).toBeChecked());
  },
};

/** Change the plan: the plan card shows the new plan. */
export const ChangePlan: Story = {
  parameters: { visual: false, toasts: true, route: '/apps/user/view/1?tab=billing' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getAllByRole('button', { name: 'Upgrade plan' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Team/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await expect(await screen.findByText(`${user.fullName} is on the Team plan now`)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change plan' })).not.toBeInTheDocument(),
    );
  },
};

/** Edit the billing address: a bad billing e-mail is refused on its field; a good one saves. */
export const EditBillingAddress: Story = {
  parameters: { visual: false, toasts: true, route: '/apps/user/view/1?tab=billing' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Edit address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit billing address' });
    const d = within(dialog);
    await userEvent.clear(d.getByLabelText(/^Address/));
    await userEvent.type(d.getByLabelText(/^Address/), '12 Rua Augusta');
    await userEvent.clear(d.getByLabelText(/^Billing e-mail/));
    await userEvent.type(d.getByLabelText(/^Billing e-mail/), 'billing@');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await d.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(d.getByLabelText(/^Address/)).toHaveValue('12 Rua Augusta');
    await userEvent.clear(d.getByLabelText(/^Billing e-mail/));
    await userEvent.type(d.getByLabelText(/^Billing e-mail/), 'billing@skinder.example.com');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Billing address saved')).toBeVisible();
    await waitFor(() => expect(c.getByText('12 Rua Augusta')).toBeVisible());
  },
};

/** An id no user has: "User not found" with the way back. */
export const NotFound: Story = {
  args: { id: '999' },
  parameters: { route: '/apps/user/view/999' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByRole('heading', { name: 'User not found' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(c.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    );
  },
};

/** While the user loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/apps/users/:id', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

/** The call fails: the error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/users/:id', () =>
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
