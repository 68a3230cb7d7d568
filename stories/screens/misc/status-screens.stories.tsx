import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { NotAuthorizedScreen } from '@/screens/misc/not-authorized-screen';
import { NotFoundScreen } from '@/screens/misc/not-found-screen';

const meta = {
  title: 'Screens/Misc/Status pages',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen', route: '/nope' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  },
};
export const NotFoundDark: Story = { globals: { theme: 'dark' } };
export const NotFoundArabic: Story = { globals: { locale: 'ar' } };
/**
 * 403: signed in, but this account may not open the page (issue 35.3: not "you are not authorised",
 * 401).
 */
export const NotAuthorized: Story = {
  render: () => <NotAuthorizedScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You may not open this page' })).toBeVisible();
    await expect(canvas.getByText('403')).toBeVisible();
  },
};
export const NotAuthorizedArabic: Story = {
  ...NotAuthorized,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByRole('heading', { name: 'لا يمكنك فتح هذه الصفحة' }),
    ).toBeVisible(),
};

/** Inside the shell for the client account: a page it may open, and a way to sign out. */
export const NotAuthorizedWithWayOut: Story = {
  render: () => (
    <NotAuthorizedScreen
      variant="embedded"
      allowedTo="/second-page"
      allowedLabel="Second page"
      onSignOut={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Second page' })).toHaveAttribute(
      'href',
      '/second-page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(canvasElement.querySelector('main')).toBeNull();
  },
};
