import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import type { WorkOrder } from '@/api/types/work-orders';
import { Button } from '@/components/ui/button';
import { WorkOrderFormDrawer } from '@/screens/shared/work-order-form/work-order-form-drawer';

import { asRole } from './detail-sessions';
import { ADMIN, signedInAs } from './sessions';

const onCreated = fn<(order: WorkOrder) => void>();

/** The drawer as a device's page opens it: for 24DC10003, behind a button. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Schedule maintenance</Button>
      <WorkOrderFormDrawer
        open={open}
        onOpenChange={setOpen}
        deviceNumber="24DC10003"
        onCreated={onCreated}
      />
    </>
  );
}

const meta = {
  title: 'Screens/Work orders/Form drawer',
  component: Harness,
  parameters: { route: '/deviceDetail?number=24DC10003', visual: false, toasts: true },
  decorators: [signedInAs(ADMIN)],
  beforeEach: () => {
    onCreated.mockClear();
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement, name: string) {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'Schedule maintenance' }),
  );
  return within(await screen.findByRole('dialog', { name }));
}

/** The admin creates an open order for the device: the API answers with it. */
export const CreateAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'New work order');
    await userEvent.type(drawer.getByLabelText(/^Title/), 'Thermal scan of the busbar');
    await userEvent.click(drawer.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    await expect(onCreated.mock.calls[0]![0]).toMatchObject({
      title: 'Thermal scan of the busbar',
      deviceNumber: '24DC10003',
      status: 'open',
    });
  },
};

/** A blank title is refused on its field, what was typed stays, nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'New work order');
    await userEvent.type(drawer.getByLabelText(/Notes/), 'Bring the thermal camera');
    await userEvent.click(drawer.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(drawer.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(drawer.getByLabelText(/Notes/)).toHaveValue('Bring the thermal camera');
    await expect(onCreated).not.toHaveBeenCalled();
  },
};

/** The technician raises a request: the drawer says so, the order is created `requested`. */
export const TechnicianRequest: Story = {
  ...asRole('technician'),
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'Request work');
    await expect(
      drawer.getByText('A request is approved by a planner before work starts.'),
    ).toBeVisible();
    await userEvent.type(drawer.getByLabelText(/^Title/), 'Breaker trips under load');
    await userEvent.click(drawer.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    await expect(onCreated.mock.calls[0]![0]).toMatchObject({
      title: 'Breaker trips under load',
      status: 'requested',
      requestedById: 3,
    });
  },
};
