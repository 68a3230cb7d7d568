import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { HorizontalNav } from '@/components/layout/horizontal-nav';

import { LocationDisplay } from '../../support/location-display';
import { looks } from '../../support/looks';
import { PortalFrame } from '../../support/portal-frame';
import { useNavGroups } from './fixtures';

function Harness({ open = true }: { open?: boolean }) {
  const groups = useNavGroups();
  return (
    <PortalFrame height={520}>
      {(container) => (
        <div className="ee:grid ee:gap-4" data-open={open}>
          <div className="ee:rounded-ee ee:bg-surface ee:px-4 ee:py-2 ee:shadow-soft">
            <HorizontalNav groups={groups} container={container} />
          </div>
          <LocationDisplay />
        </div>
      )}
    </PortalFrame>
  );
}

const meta = {
  title: 'Layout/HorizontalNav',
  component: Harness,
  parameters: { route: '/deviceTypeList' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const openApps = async (canvasElement: HTMLElement) => {
  const nav = within(canvasElement).getByRole('navigation', { name: /./ });
  // The groups: Equipment, Maintenance, Apps, Pages (any language).
  const trigger = within(nav).getAllByRole('button')[2];
  await userEvent.click(trigger);
  const menu = await within(canvasElement).findByRole('menu');
  return { trigger, menu };
};

/**
 * One menu per group; the menu opens 6 px below its trigger; a submenu opens with the arrow key.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const equipment = canvas.getByRole('button', { name: 'Equipment' });
    await expect(equipment.className).toContain('ee:bg-primary-solid'); // the active route's group
    const { trigger, menu } = await openApps(canvasElement);
    await waitFor(() =>
      expect(
        Math.round(menu.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom),
      ).toBe(6),
    );
    const ecommerce = within(menu).getByRole('menuitem', { name: 'eCommerce' });
    ecommerce.focus();
    await userEvent.keyboard('{ArrowRight}');
    const sub = await waitFor(() => {
      const menus = canvas.getAllByRole('menu');
      expect(menus).toHaveLength(2);
      return menus[1];
    });
    await userEvent.click(within(sub).getByRole('menuitem', { name: 'Orders' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
        '/apps/ecommerce/order/list',
      ),
    );
  },
};

const openOnly: Story['play'] = async ({ canvasElement }) => {
  await openApps(canvasElement);
};

export const Dark: Story = { globals: looks.dark, play: openOnly };
export const Bordered: Story = { globals: looks.bordered, play: openOnly };
export const Rtl: Story = {
  globals: looks.rtl,
  play: async ({ canvasElement }) => {
    const { trigger, menu } = await openApps(canvasElement);
    // Menus align to the trigger's start edge: its right edge in rtl.
    await waitFor(() =>
      expect(Math.round(menu.getBoundingClientRect().right)).toBe(
        Math.round(trigger.getBoundingClientRect().right),
      ),
    );
  },
};
