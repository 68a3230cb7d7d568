import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { Session } from '@/auth/session';
import { SessionProvider } from '@/auth/session-context';
import { SecondPageScreen } from '@/screens/pages/second-page/second-page-screen';

const client: Session = {
  accessToken: 'demo.2.storybook',
  userData: {
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    avatar: '',
    email: 'client@demo.com',
    role: 'client',
  },
  abilityRules: [{ action: 'read', subject: 'AclDemo' }],
};
const admin: Session = {
  accessToken: 'demo.1.storybook',
  userData: {
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    avatar: '',
    email: 'admin@demo.com',
    role: 'admin',
  },
  abilityRules: [{ action: 'manage', subject: 'all' }],
};

/**
 * The second page calls no API (everything comes from the session), so it has no loading or
 * error state: its states are the account that reads it (client, administrator, none).
 */
const meta = {
  title: 'Screens/Pages/Second page',
  component: SecondPageScreen,
  parameters: { layout: 'fullscreen', route: '/second-page', session: client },
  decorators: [
    (Story, context) => (
      <SessionProvider initialSession={(context.parameters.session as Session | null) ?? undefined}>
        <Story />
      </SessionProvider>
    ),
  ],
} satisfies Meta<typeof SecondPageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client account's home: what it may do and see, its one right, and whom to ask for more. */
export const Client: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Welcome, Jane Doe', level: 1 })).toBeVisible();
    await expect(c.getByText('Read-only access')).toBeVisible();
    await expect(c.getByText('Read · this page')).toBeVisible();
    await expect(c.getByText(/The equipment register: devices/)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Ask an administrator' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:admin@demo\.com\?subject=/),
    );
  },
};

/**
 * An administrator reading the client's home: full access, nothing kept from them, no request for
 * more.
 */
export const Administrator: Story = {
  parameters: { session: admin },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Welcome, John Doe', level: 1 })).toBeVisible();
    await expect(c.getByText('Manage · everything')).toBeVisible();
    await expect(c.getByText('Full access')).toBeVisible();
    await expect(c.queryByRole('link', { name: 'Ask an administrator' })).not.toBeInTheDocument();
  },
};

/** Without a session (empty): a guest with no rights. */
export const NoSession: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Welcome, guest', level: 1 })).toBeVisible();
    await expect(c.getByText('No rights: sign in to see yours.')).toBeVisible();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jane Doe',
    );
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jane Doe',
    );
  },
};

/** French. */
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Jane Doe',
    );
  },
};
