import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { UserMenu } from '@/components/layout/user-menu';

import { LocationDisplay } from '../../support/location-display';
import { looks } from '../../support/looks';
import { PortalFrame } from '../../support/portal-frame';
import { sampleUser } from './fixtures';

function Harness({
  onLogout,
  onSettings,
  onResetDemoData,
}: {
  onLogout: () => void;
  onSettings: () => void;
  onResetDemoData?: () => void;
}) {
  return (
    <PortalFrame height={340}>
      {(container) => (
        <div className="ee:flex ee:items-center ee:justify-end ee:gap-3 ee:rounded-ee ee:bg-surface ee:p-2 ee:shadow-soft">
          <LocationDisplay />
          <UserMenu
            user={sampleUser}
            profileTo="/pages/user-profile/profile"
            onLogout={onLogout}
            onSettings={onSettings}
            onResetDemoData={onResetDemoData}
            container={container}
          />
        </div>
      )}
    </PortalFrame>
  );
}

const meta = {
  title: 'Layout/UserMenu',
  component: Harness,
  args: { onLogout: fn(), onSettings: fn() },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /John Doe/ }));
  await within(canvasElement).findByRole('menu');
};

/** Initials avatar; name and role; profile navigates, settings and sign out call back. */
export const Default: Story = {
  play: async (ctx) => {
    const canvas = within(ctx.canvasElement);
    await open(ctx);
    await expect(canvas.getByRole('menu')).toHaveTextContent('John Doe');
    await expect(canvas.getByRole('menu')).toHaveTextContent('admin');
    await userEvent.click(canvas.getByRole('menuitem', { name: 'My profile' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('/pages/user-profile/profile'),
    );
    await open(ctx);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Settings' }));
    await expect(ctx.args.onSettings).toHaveBeenCalled();
    await open(ctx);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign out' }));
    await expect(ctx.args.onLogout).toHaveBeenCalled();
    await expect(canvas.queryByRole('menuitem', { name: 'Reset demo data' })).toBeNull();
    await open(ctx);
    await expect(canvas.queryByRole('menuitem', { name: 'Reset demo data' })).toBeNull();
  },
};
export const Dark: Story = { globals: looks.dark, play: open };
export const Bordered: Story = { globals: looks.bordered, play: open };
export const Rtl: Story = { globals: looks.rtl, play: open };

/**
 * Over the in-browser simulation the app offers "Reset demo data" (issue 35.19); the item is absent
 * without the callback.
 */
export const WithDemoDataReset: Story = {
  args: { onResetDemoData: fn() },
  play: async (ctx) => {
    const canvas = within(ctx.canvasElement);
    await open(ctx);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Reset demo data' }));
    await expect(ctx.args.onResetDemoData).toHaveBeenCalled();
    await open(ctx);
  },
};

/** In French, where labels run longest. */
export const WithDemoDataResetFrench: Story = {
  args: { onResetDemoData: fn() },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /John Doe/ }));
    await expect(
      await within(canvasElement).findByRole('menuitem', { name: 'Réinitialiser la démo' }),
    ).toBeVisible();
  },
};
