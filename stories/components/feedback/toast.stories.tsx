import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { toast } from '@/components/feedback/toast';
import { Toaster } from '@/components/feedback/toaster';
import { Button } from '@/components/ui/button';

const meta = {
  title: 'Components/Feedback/Toast',
  component: Toaster,
  // Toast timers and slide-ins make pixels unreliable; behaviour is what these stories test.
  parameters: { visual: false },
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const onUndo = fn();

function Demo() {
  return (
    <div className="ee:flex ee:flex-wrap ee:gap-3">
      <Button onClick={() => toast('Device saved')}>Default</Button>
      <Button
        color="success"
        onClick={() =>
          toast.success('Inspection recorded', { description: 'CB-1042 · 12 Mar 2025' })
        }
      >
        Success
      </Button>
      <Button color="error" onClick={() => toast.error('Could not delete the device')}>
        Error
      </Button>
      <Button color="warning" onClick={() => toast.warning('Maintenance due in 3 days')}>
        Warning
      </Button>
      <Button color="info" onClick={() => toast.info('Import started')}>
        Info
      </Button>
      <Button
        variant="tonal"
        onClick={() =>
          toast('Device archived', { action: { label: 'Undo', onClick: onUndo }, duration: 60_000 })
        }
      >
        With undo
      </Button>
      <Toaster />
    </div>
  );
}

/** A success toast appears in the notifications region with its description. */
export const Success: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Success' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    await expect(await within(region).findByText('Inspection recorded')).toBeVisible();
    await expect(within(region).getByText('CB-1042 · 12 Mar 2025')).toBeVisible();
  },
};

/** The Undo action calls its handler and dismisses the toast. */
export const WithUndo: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'With undo' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await userEvent.click(undo);
    await expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('Device archived')).not.toBeInTheDocument());
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Error' }));
    await expect(await screen.findByText('Could not delete the device')).toBeVisible();
  },
};

/** In rtl the toasts stack at the bottom-left corner. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Default' }));
    await screen.findByText('Device saved');
    const list = document.querySelector('[data-sonner-toaster]');
    await expect(list).toHaveAttribute('data-x-position', 'left');
  },
};
