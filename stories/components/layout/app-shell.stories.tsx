import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { AppShell, type AppShellProps } from '@/components/layout/app-shell';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { Notifications } from '@/components/layout/notifications';
import { SearchButton } from '@/components/layout/search-button';
import { ThemeSwitcher } from '@/components/layout/theme-switcher';
import { UserMenu } from '@/components/layout/user-menu';

import { LocationDisplay } from '../../support/location-display';
import { looks } from '../../support/looks';
import { sampleNotifications, sampleUser, useNavGroups } from './fixtures';

type HarnessProps = Omit<AppShellProps, 'children' | 'groups'>;

function Harness(props: HarnessProps) {
  const groups = useNavGroups();
  const [collapsed, setCollapsed] = useState(props.navCollapsed ?? false);
  const noop = () => {};
  return (
    <div className="ee:relative ee:h-[760px] ee:overflow-hidden ee:[transform:translateZ(0)]">
      <AppShell
        {...props}
        groups={groups}
        navCollapsed={collapsed}
        onNavCollapsedChange={setCollapsed}
        footerYear={2026}
        navbarStart={<SearchButton />}
        navbarEnd={
          <>
            <LanguageSwitcher value="en" onChange={noop} />
            <ThemeSwitcher value="light" onChange={noop} />
            <Notifications
              items={sampleNotifications}
              onMarkRead={noop}
              onMarkAllRead={noop}
              onRemove={noop}
              onClear={noop}
            />
            <UserMenu user={sampleUser} profileTo="/pages/user-profile/profile" onLogout={noop} />
          </>
        }
      >
        <h1 className="ee:m-0 ee:mb-4 ee:text-2xl ee:font-semibold">Device types</h1>
        <div className="ee:grid ee:h-[240px] ee:place-items-center ee:rounded-ee-lg ee:bg-surface ee:shadow-card">
          <LocationDisplay />
        </div>
      </AppShell>
    </div>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: Harness,
  args: {
    layout: 'default',
    layoutNav: 'vertical',
    navbarType: 'sticky',
    navbarBlur: true,
    footerType: 'static',
    contentWidth: 'fluid',
  },
  argTypes: {
    layoutNav: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    navbarType: { control: 'inline-radio', options: ['sticky', 'static', 'hidden'] },
    footerType: { control: 'inline-radio', options: ['static', 'sticky', 'hidden'] },
    contentWidth: { control: 'inline-radio', options: ['fluid', 'boxed'] },
  },
  parameters: { layout: 'fullscreen', route: '/deviceTypeList' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Vertical navigation, floating navbar, static footer; the nav links navigate. */
export const Vertical: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Device location' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('/deviceLocation'));
    await expect(canvas.getByRole('link', { name: 'Device location' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const Dark: Story = { globals: looks.dark };
export const Bordered: Story = { globals: looks.bordered };
export const Rtl: Story = { globals: looks.rtl };

/** Horizontal navigation (the product's default): menus under the navbar. */
export const Horizontal: Story = { args: { layoutNav: 'horizontal', footerType: 'hidden' } };
export const HorizontalRtl: Story = {
  args: { layoutNav: 'horizontal', footerType: 'hidden' },
  globals: looks.rtl,
};

/** Collapsed to icons; the content follows the 71 px rail. */
export const Collapsed: Story = {
  args: { navCollapsed: true, semiDark: true },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(
      Math.round(
        main.parentElement!.getBoundingClientRect().left +
          parseFloat(getComputedStyle(main.parentElement!).paddingInlineStart),
      ),
    ).toBe(71);
  },
};

/** Boxed content, sticky footer. */
export const Boxed: Story = { args: { contentWidth: 'boxed', footerType: 'sticky' } };

/** Below 976 px: no rail, a hamburger opens the navigation drawer; choosing a page closes it. */
export const OverlayNav: Story = {
  args: { overlayNav: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('aside')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Devices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('/devices');
  },
};

/** Blank layout (login, not-found): the page alone. */
export const Blank: Story = {
  args: { layout: 'blank' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).queryByRole('banner')).toBeNull();
  },
};
