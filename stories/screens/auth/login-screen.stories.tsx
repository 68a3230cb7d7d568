import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { LoginScreen } from '@/screens/auth/login-screen';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  parameters: { layout: 'fullscreen', route: '/login' },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SignsInWithDemoAccount: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Use this account' })[0]);
    await expect(canvas.getByLabelText('Email')).toHaveValue('admin@demo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(sessionStorage.getItem('accessToken')).toBeTruthy();
    await expect(JSON.parse(sessionStorage.getItem('userAbilityRules') ?? '[]')).toEqual([
      { action: 'manage', subject: 'all' },
    ]);
  },
};

/** The technician's line fills the form with tech@demo.com: signed in with the work order rules. */
export const SignsInAsTechnician: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByText('Technician: tech@demo.com / tech').closest('li')!;
    await userEvent.click(within(line).getByRole('button', { name: 'Use this account' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('tech@demo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledTimes(1));
    await expect(JSON.parse(sessionStorage.getItem('userData') ?? '{}')).toMatchObject({
      email: 'tech@demo.com',
      role: 'technician',
    });
    await expect(JSON.parse(sessionStorage.getItem('userAbilityRules') ?? '[]')).toContainEqual({
      action: 'update',
      subject: 'WorkOrder',
    });
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Invalid email or password')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('admin@demo.com');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const FieldValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
  },
};

export const ServerFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/login', () =>
          HttpResponse.json({ errors: { email: ['Something went wrong'] } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue('admin');
  },
};

export const Submitting: Story = {
  parameters: {
    visual: false,
    msw: { handlers: [http.post('*/api/auth/login', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'admin@demo.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
