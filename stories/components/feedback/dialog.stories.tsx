import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/feedback/dialog';
import { Button } from '@/components/ui/button';

import { OverlayFrame } from '../../support/overlay-frame';

const meta = {
  title: 'Components/Feedback/Dialog',
  component: DialogContent,
  args: {
    title: 'Edit device type',
    description: 'Changes apply to every device of this type.',
    size: 'md',
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', 'full'] } },
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

function Fields() {
  return (
    <div className="ee:grid ee:gap-4" style={{ gridTemplateColumns: '1fr 1fr' }}>
      {['Name', 'Manufacturer', 'Rated voltage', 'Rated current'].map((label) => (
        <label key={label} className="ee:grid ee:gap-1 ee:text-[13px] ee:text-heading">
          {label}
          <input
            className="ee:h-[38px] ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3 ee:text-[15px] ee:text-heading"
            defaultValue={label === 'Name' ? 'Circuit breaker' : ''}
          />
        </label>
      ))}
    </div>
  );
}

/** Trigger → dialog; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Edit device type</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogBody>
          <Fields />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary">
              Cancel
            </Button>
          </DialogClose>
          <Button>Save</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit device type' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit device type' });
    await expect(dialog).toHaveAccessibleDescription('Changes apply to every device of this type.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The corner button closes too, and focus goes back to the trigger. */
export const CloseButton: Story = {
  args: { onCloseAutoFocus: fn() },
  render: Default.render,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Edit device type' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCloseAutoFocus).toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

const open = (height = 480): Story['render'] =>
  function OpenDialog(args) {
    return (
      <OverlayFrame height={height}>
        {(container) => (
          <Dialog defaultOpen>
            <DialogContent {...args} container={container}>
              <DialogBody>
                <Fields />
              </DialogBody>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="tonal" color="secondary">
                    Cancel
                  </Button>
                </DialogClose>
                <Button>Save</Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        )}
      </OverlayFrame>
    );
  };

const expectOpen: Story['play'] = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByRole('dialog')).toBeVisible();
};

/** The open dialog, as pixels: overlay, title, description, close, body, footer. */
export const Open: Story = { render: open(), play: expectOpen };

export const Small: Story = {
  args: { size: 'sm', title: 'Rename', description: undefined },
  render: (args) => (
    <OverlayFrame height={300}>
      {(container) => (
        <Dialog defaultOpen>
          <DialogContent {...args} container={container}>
            <DialogBody>
              <input
                aria-label="Name"
                className="ee:h-[38px] ee:w-full ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3 ee:text-heading"
                defaultValue="Transformer T-12"
              />
            </DialogBody>
            <DialogFooter>
              <Button>Rename</Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </OverlayFrame>
  ),
  play: expectOpen,
};

export const Large: Story = { args: { size: 'lg' }, render: open(), play: expectOpen };

/** Taller than the viewport: the overlay scrolls, the dialog keeps its margins. */
export const LongContent: Story = {
  args: { title: 'Inspection log', description: undefined },
  render: (args) => (
    <OverlayFrame height={420}>
      {(container) => (
        <Dialog defaultOpen>
          <DialogContent {...args} container={container}>
            <DialogBody>
              {Array.from({ length: 20 }, (_, i) => (
                <p key={i} className="ee:m-0" style={{ marginBottom: 12 }}>
                  Inspection {i + 1}: insulation resistance within limits; contacts cleaned.
                </p>
              ))}
            </DialogBody>
          </DialogContent>
        </Dialog>
      )}
    </OverlayFrame>
  ),
  play: expectOpen,
};

export const Dark: Story = { globals: { theme: 'dark' }, render: open(), play: expectOpen };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { title: 'تعديل نوع الجهاز', description: 'تنطبق التغييرات على جميع أجهزة هذا النوع.' },
  render: open(),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};
