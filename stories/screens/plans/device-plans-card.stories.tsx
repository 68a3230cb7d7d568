import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { DevicePlansCard } from '@/screens/plans/device/device-plans-card';

import { ADMIN, PLAN_TECHNICIAN, signedInAs } from './sessions';

/** A device's plans, as its Maintenance tab shows them. */
const meta = {
  title: 'Screens/Maintenance plans/Device plans',
  component: DevicePlansCard,
  parameters: { route: '/deviceDetail?number=24DC10003' },
  decorators: [signedInAs(ADMIN)],
  args: { deviceNumber: '24DC10003' },
} satisfies Meta<typeof DevicePlansCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-device-plans]')!;
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(card(canvasElement).querySelector('[data-next-due]')).not.toBeNull());

/** The type's inspection applies, with its next due date; the admin may add, skip, postpone. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getAllByText('From the type').length).toBeGreaterThan(0);
    await expect(c.getByRole('button', { name: 'Add plan' })).toBeVisible();
    await expect(c.getAllByRole('button', { name: 'Skip' }).length).toBeGreaterThan(0);
  },
};

/** Skipping needs a reason: said before anything is sent. */
export const SkipNeedsReason: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getAllByRole('button', { name: 'Skip' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /^Skip this occurrence/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip occurrence' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};

/** The technician reads the device's plans: nothing to add, skip or postpone. */
export const Technician: Story = {
  decorators: [signedInAs(PLAN_TECHNICIAN)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.queryByRole('button', { name: 'Add plan' })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Skip' })).toBeNull();
  },
};
