import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconTrash } from '@tabler/icons-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';

import { OverlayFrame } from '../../support/overlay-frame';

const meta = {
  title: 'Components/UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Delete device',
    children: (
      <IconButton aria-label="Delete" color="error">
        <IconTrash aria-hidden />
      </IconButton>
    ),
  },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on keyboard focus, describes the trigger, closes on Escape. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Delete device');
    await expect(trigger).toHaveAccessibleDescription('Delete device');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

const open: Story['render'] = (args) => (
  <OverlayFrame height={120}>
    {(container) => (
      <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 56 }}>
        <Tooltip {...args} defaultOpen container={container} />
      </div>
    )}
  </OverlayFrame>
);

/** Open, as pixels. */
export const Open: Story = {
  render: open,
  play: async () => void (await screen.findByRole('tooltip')),
};
export const Bottom: Story = {
  args: { side: 'bottom' },
  render: (args) => (
    <OverlayFrame height={120}>
      {(container) => (
        <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 16 }}>
          <Tooltip {...args} defaultOpen container={container} />
        </div>
      )}
    </OverlayFrame>
  ),
  play: async () => void (await screen.findByRole('tooltip')),
};
export const Dark: Story = { globals: { theme: 'dark' }, render: open, play: Open.play };
