import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Notifications } from '@/components/layout/notifications';

import { looks } from '../../support/looks';
import { PortalFrame } from '../../support/portal-frame';
import { sampleNotifications } from './fixtures';

function Harness() {
  const [items, setItems] = useState(sampleNotifications);
  return (
    <PortalFrame height={520}>
      {(container) => (
        <div className="ee:flex ee:items-center ee:justify-end ee:rounded-ee ee:bg-surface ee:p-2 ee:shadow-soft">
          <Notifications
            items={items}
            onMarkRead={(id) =>
              setItems((l) => l.map((n) => (n.id === id ? { ...n, read: true } : n)))
            }
            onMarkAllRead={() => setItems((l) => l.map((n) => ({ ...n, read: true })))}
            onRemove={(id) => setItems((l) => l.filter((n) => n.id !== id))}
            onClear={() => setItems([])}
            container={container}
          />
        </div>
      )}
    </PortalFrame>
  );
}

const meta = { title: 'Layout/Notifications', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getAllByRole('button')[0]);
  await within(canvasElement).findByRole('dialog');
};

/** Unread count on the bell; mark one read, mark all read, remove one, clear all. */
export const Default: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await canvas.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Mark as read: Maintenance due' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument(),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Remove notification: Invoice paid' }),
    );
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    await expect(within(panel).getByText('No notifications')).toBeInTheDocument();
  },
};
export const Open: Story = { play: open };
export const Dark: Story = { globals: looks.dark, play: open };
export const Bordered: Story = { globals: looks.bordered, play: open };
export const Rtl: Story = { globals: looks.rtl, play: open };
