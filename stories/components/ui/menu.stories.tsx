import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconDotsVertical,
  IconEdit,
  IconEye,
  IconLogout,
  IconSettings,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Avatar } from '@/components/ui/avatar';
import { IconButton } from '@/components/ui/icon-button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '@/components/ui/menu';

import { OverlayFrame } from '../../support/overlay-frame';

const meta = {
  title: 'Components/UI/Menu',
  component: Menu,
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

const onView = fn();
const onDelete = fn();

function RowActions({ container, open }: { container?: HTMLElement; open?: boolean }) {
  return (
    <Menu defaultOpen={open} modal={!container}>
      <MenuTrigger asChild>
        <IconButton aria-label="Actions for CB-1042">
          <IconDotsVertical aria-hidden />
        </IconButton>
      </MenuTrigger>
      <MenuContent container={container}>
        <MenuItem icon={<IconEye />} onSelect={onView}>
          View
        </MenuItem>
        <MenuItem icon={<IconEdit />}>Edit</MenuItem>
        <MenuItem icon={<IconEdit />} disabled>
          Archive
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<IconTrash />} color="error" onSelect={onDelete}>
          Delete
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

/** A table row's actions: opens with the keyboard, arrows move, Enter runs, focus returns. */
export const RowActionsMenu: Story = {
  render: () => <RowActions />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions for CB-1042' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'View' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Disabled "Archive" is skipped.
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View' }));
    await expect(onView).toHaveBeenCalledTimes(1);
  },
};

/** Open, as pixels. */
export const Open: Story = {
  render: () => (
    <OverlayFrame height={260}>
      {(container) => (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <RowActions container={container} open />
        </div>
      )}
    </OverlayFrame>
  ),
  play: async ({ canvasElement }) => void (await within(canvasElement).findByRole('menu')),
};

function UserMenu({ container }: { container: HTMLElement }) {
  return (
    <Menu defaultOpen modal={false}>
      <MenuTrigger asChild>
        {/* Named by the avatar ("John Doe"): an aria-label would hide the visible initials. */}
        <button type="button" className="ee:cursor-pointer ee:rounded-full">
          <Avatar name="John Doe" size="md" />
        </button>
      </MenuTrigger>
      <MenuContent container={container} style={{ minWidth: 220 }}>
        <MenuLabel className="ee:flex ee:items-center ee:gap-3 ee:py-2">
          <Avatar name="John Doe" alt="" />
          <span>
            <span className="ee:block ee:text-[15px] ee:font-medium ee:text-heading">John Doe</span>
            <span className="ee:block">Admin</span>
          </span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem icon={<IconUser />}>My profile</MenuItem>
        <MenuItem icon={<IconSettings />} hint="⌘,">
          Settings
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<IconLogout />} color="error">
          Sign out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

/** The navbar's user menu. */
export const UserMenuOpen: Story = {
  render: () => (
    <OverlayFrame height={300}>
      {(container) => (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
          <UserMenu container={container} />
        </div>
      )}
    </OverlayFrame>
  ),
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Sign out/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: UserMenuOpen.render,
  play: UserMenuOpen.play,
};

/** In rtl the menu aligns to the trigger's left (end) edge. */
export const Rtl: Story = { globals: { locale: 'ar' }, render: Open.render, play: Open.play };
