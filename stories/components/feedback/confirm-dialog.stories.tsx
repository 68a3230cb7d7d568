import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { Button } from '@/components/ui/button';

import { OverlayFrame } from '../../support/overlay-frame';

const meta = {
  title: 'Components/Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete device CB-1042?',
    message: 'Its inspection history is deleted too. This cannot be undone.',
    confirmLabel: 'Delete',
    destructive: true,
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button color="error">Delete device</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Confirm calls onConfirm once and closes; focus returns to the trigger. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete device' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete device CB-1042?' });
    await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Cancel (and Escape) call onCancel, never onConfirm. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete device' });
    await userEvent.click(trigger);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** A promise: spinner, buttons disabled, Escape ignored until it settles, then closes. */
export const Async: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete device' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await expect(confirm).toBeDisabled();
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

let attempts = 0;

/** A rejected promise: the error shows inside, the dialog stays, and a retry can succeed. */
export const Failure: Story = {
  args: {
    // The first attempt fails, the second succeeds.
    onConfirm: fn(() =>
      ++attempts === 1
        ? Promise.reject(new Error('The device is referenced by 3 open work orders.'))
        : Promise.resolve(),
    ),
  },
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete device' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'referenced by 3 open work orders',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

const open: Story['render'] = (args) => (
  <OverlayFrame height={400}>
    {(container) => <ConfirmDialog {...args} trigger={undefined} open container={container} />}
  </OverlayFrame>
);

/** Destructive, open, as pixels. */
export const Destructive: Story = {
  render: open,
  play: async ({ canvasElement }) => void (await within(canvasElement).findByRole('alertdialog')),
};

/** A neutral question (primary confirm). */
export const Neutral: Story = {
  args: {
    destructive: false,
    title: 'Mark as inspected?',
    message: 'The next inspection is scheduled in 6 months.',
    confirmLabel: undefined,
  },
  render: open,
  play: Destructive.play,
};

/** The error state, as pixels. */
export const ErrorShown: Story = {
  args: {
    onConfirm: fn(() =>
      Promise.reject(new Error('The device is referenced by 3 open work orders.')),
    ),
  },
  render: open,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByRole('alert');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: open, play: Destructive.play };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { title: 'حذف الجهاز CB-1042؟', message: 'سيتم حذف سجل الفحص أيضًا.', confirmLabel: 'حذف' },
  render: open,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeVisible();
  },
};
