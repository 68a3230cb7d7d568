import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ErrorState } from '@/components/feedback/error-state';
import { Card } from '@/components/ui/card';

const meta = {
  title: 'Components/Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'The device list could not be loaded.', onRetry: fn() },
  decorators: [(Story) => <Card style={{ maxWidth: 560 }}>{Story()}</Card>],
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** role="alert", default title, and a retry that calls onRetry. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Folded technical details open on click. */
export const WithDetails: Story = {
  args: {
    title: 'Could not load devices',
    details: 'GET /api/devices → 503 Service Unavailable\nrequest id 7f3a-19c2',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Details'));
    await expect(canvas.getByText(/503 Service Unavailable/)).toBeVisible();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeDisabled();
  },
};

export const WithoutRetry: Story = { args: { onRetry: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { message: 'تعذر تحميل قائمة الأجهزة.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'حاول مرة أخرى' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
