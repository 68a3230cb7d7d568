import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  DrawerFooter,
  DrawerTrigger,
} from '@/components/feedback/drawer';
import { Button } from '@/components/ui/button';

import { OverlayFrame } from '../../support/overlay-frame';

const meta = {
  title: 'Components/Feedback/Drawer',
  component: DrawerContent,
  args: { title: 'Add device', description: 'A new device joins the selected site.', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof DrawerContent>;
export default meta;
type Story = StoryObj<typeof meta>;

function Body({ rows = 4 }: { rows?: number }) {
  return (
    <div className="ee:grid ee:gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <label key={i} className="ee:grid ee:gap-1 ee:text-[13px] ee:text-heading">
          Field {i + 1}
          <input className="ee:h-[38px] ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3 ee:text-[15px] ee:text-heading" />
        </label>
      ))}
    </div>
  );
}

/** Trigger → drawer; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  render: (args) => (
    <Drawer>
      <DrawerTrigger asChild>
        <Button>Add device</Button>
      </DrawerTrigger>
      <DrawerContent {...args}>
        <DrawerBody>
          <Body />
        </DrawerBody>
        <DrawerFooter>
          <Button>Submit</Button>
          <DrawerClose asChild>
            <Button variant="tonal" color="error">
              Cancel
            </Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add device' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Add device' });
    await expect(drawer).toHaveAccessibleDescription('A new device joins the selected site.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

const open = (rows = 4): Story['render'] =>
  function OpenDrawer(args) {
    return (
      <OverlayFrame>
        {(container) => (
          <Drawer defaultOpen>
            <DrawerContent {...args} container={container}>
              <DrawerBody>
                <Body rows={rows} />
              </DrawerBody>
              <DrawerFooter>
                <Button>Submit</Button>
                <DrawerClose asChild>
                  <Button variant="tonal" color="error">
                    Cancel
                  </Button>
                </DrawerClose>
              </DrawerFooter>
            </DrawerContent>
          </Drawer>
        )}
      </OverlayFrame>
    );
  };

/** Open, at the end edge (the right in ltr). */
export const Open: Story = {
  render: open(),
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog');
    const frame = canvasElement.querySelector('[data-visual-root] > div') ?? canvasElement;
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(
        Math.round(frame.getBoundingClientRect().right) - 1,
      ),
    );
  },
};

/** A long form: the body scrolls, header and footer stay. */
export const ScrollingBody: Story = {
  render: open(12),
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog');
    const body = drawer.children[1] as HTMLElement;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(within(drawer).getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: open(),
  play: async ({ canvasElement }) => void (await within(canvasElement).findByRole('dialog')),
};

/** In rtl the drawer sits at the left edge. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { title: 'إضافة جهاز', description: 'ينضم الجهاز الجديد إلى الموقع المحدد.' },
  render: open(),
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog');
    const frame = canvasElement.querySelector('[data-visual-root] > div') ?? canvasElement;
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().left)).toBe(
        Math.round(frame.getBoundingClientRect().left) + 1,
      ),
    );
  },
};
