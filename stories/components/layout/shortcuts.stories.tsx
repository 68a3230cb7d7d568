import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Shortcuts } from '@/components/layout/shortcuts';

import { LocationDisplay } from '../../support/location-display';
import { looks } from '../../support/looks';
import { PortalFrame } from '../../support/portal-frame';
import { useShortcuts } from './fixtures';

function Harness() {
  const items = useShortcuts().slice(0, 6);
  return (
    <PortalFrame height={520}>
      {(container) => (
        <div className="ee:flex ee:items-center ee:justify-end ee:gap-3 ee:rounded-ee ee:bg-surface ee:p-2 ee:shadow-soft">
          <LocationDisplay />
          <Shortcuts items={items} container={container} />
        </div>
      )}
    </PortalFrame>
  );
}

const meta = {
  title: 'Layout/Shortcuts',
  component: Harness,
  parameters: { route: '/' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /./ }));
  await within(canvasElement).findByRole('menu');
};

/** A grid of frequent pages; choosing one navigates. */
export const Default: Story = {
  play: async (ctx) => {
    await open(ctx);
    const canvas = within(ctx.canvasElement);
    await userEvent.click(canvas.getByRole('menuitem', { name: /Device types/ }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('/deviceTypeList'));
    await open(ctx);
  },
};
export const Dark: Story = { globals: looks.dark, play: open };
export const Bordered: Story = { globals: looks.bordered, play: open };
export const Rtl: Story = { globals: looks.rtl, play: open };
