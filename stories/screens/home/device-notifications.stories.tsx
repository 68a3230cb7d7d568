import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { WorkOrderListItem } from '@/api/types/work-orders';
import { Notifications } from '@/components/layout/notifications';
import { useDeviceNotifications } from '@/screens/home/use-device-notifications';
import { useWorkNotifications } from '@/screens/home/use-work-notifications';

import { sessionFetch } from '../../../.storybook/mock-api';
import { LocationDisplay } from '../../support/location-display';
import { PortalFrame } from '../../support/portal-frame';
import { drawnLeftToRight } from '../../support/visual-order';

function Wired({ storageKey, workUserId }: { storageKey: string; workUserId?: number }) {
  const work = useWorkNotifications(workUserId);
  const notifications = useDeviceNotifications({ storageKey, more: work.more });
  return (
    <PortalFrame height={560}>
      {(container) => (
        <div className="ee:flex ee:items-center ee:justify-between ee:rounded-ee ee:bg-surface ee:p-2 ee:shadow-soft">
          <LocationDisplay />
          {work.feed}
          <Notifications {...notifications} container={container} />
        </div>
      )}
    </PortalFrame>
  );
}

/**
 * The navbar's bell on the sample data (today is 2026-06-15), with a "reload" that mounts it afresh
 * from what was stored.
 */
function Harness({
  storageKey,
  stored,
  workUserId,
}: {
  storageKey: string;
  /** What localStorage holds for the key before the story. */ stored?: string;
  /** The signed-in user whose work is told too. */ workUserId?: number;
}) {
  const [generation, setGeneration] = useState(() => {
    if (stored === undefined) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, stored);
    return 0;
  });
  return (
    <div>
      <button type="button" className="ee:sr-only" onClick={() => setGeneration((g) => g + 1)}>
        Reload
      </button>
      <Wired key={generation} storageKey={storageKey} workUserId={workUserId} />
    </div>
  );
}

const meta = {
  title: 'Screens/Home/Notifications',
  component: Harness,
  parameters: { route: '/' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bell, then the list once the data is in. */
async function openList(canvasElement: HTMLElement, label = /^Notifications, \d+ unread$/) {
  const canvas = within(canvasElement);
  const bell = await canvas.findByRole('button', { name: label }, { timeout: 8000 });
  await userEvent.click(bell);
  return canvas.findByRole('dialog');
}

const items = (panel: HTMLElement) => within(panel).getAllByRole('listitem');
const itemOf = (panel: HTMLElement, title: RegExp) =>
  items(panel).find((li) => title.test(li.textContent ?? ''))!;
const unreadOf = (canvasElement: HTMLElement) =>
  Number(
    /(\d+) unread/.exec(
      within(canvasElement)
        .getByRole('button', { name: /^Notifications/ })
        .getAttribute('aria-label') ?? '',
    )?.[1] ?? 0,
  );

/**
 * Derived from the data, not samples: 20CB10002 is due on 2026-06-16, so it says "tomorrow";
 * alarms of the last 24 h say how long ago; overdue inspections say when they were due.
 */
export const FromTheData: Story = {
  args: { storageKey: 'story-notifications-data' },
  play: async ({ canvasElement }) => {
    const panel = await openList(canvasElement);
    const due = itemOf(panel, /Inspection due: .?20CB10002/);
    await expect(due).toHaveTextContent('Motor breaker 05');
    await expect(due).toHaveTextContent('Due tomorrow');
    await expect(itemOf(panel, /Inspection due: .?19MT10001/)).toHaveTextContent('Due today');
    const alarm = itemOf(panel, /Alarm on .?25CB10006/);
    // A breaker in fault runs hot (issue 35.10): its newest alarm began at 08:30, 30 minutes before
    // "now".
    await expect(alarm).toHaveTextContent('30 minutes ago');
    await expect(alarm).toHaveTextContent(/Temperature peaked at .*°C/);
    await expect(
      items(panel).some((li) =>
        /Inspection overdue: .?\d{2}[A-Z]{2}\d{5}.*Was due \d+ days ago/.test(li.textContent ?? ''),
      ),
    ).toBe(true);
    // None of the old fixed samples.
    await expect(panel).not.toHaveTextContent(/Invoice|Order #|offline/);
    // At most 5 of each kind.
    await expect(
      items(panel).filter((li) => /Inspection due/.test(li.textContent ?? '')).length,
    ).toBe(5);
  },
};

/** In Chinese: titles from the catalogue and relative times by Intl ("明天"). */
export const Chinese: Story = {
  args: { storageKey: 'story-notifications-zh' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const panel = await openList(canvasElement, /^通知，\d+ 条未读$/);
    const due = itemOf(panel, /巡检到期：.?20CB10002/);
    await expect(due).toHaveTextContent('明天到期');
    await expect(itemOf(panel, /25CB10006.? 告警/)).toHaveTextContent('30分钟前');
  },
};

/** In Arabic (rtl): device numbers and values keep their own direction inside the sentences. */
export const Arabic: Story = {
  args: { storageKey: 'story-notifications-ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    // The count in the name means the data is in (the bare "الإشعارات" is the bell before it).
    const panel = await openList(canvasElement, /^الإشعارات، \d+ غير مقروءة$/);
    await expect(itemOf(panel, /20CB10002/)).toHaveTextContent('غدًا');
    // "71.6 °C", not "°C 71.6": a value keeps its unit after it.
    const peak = within(panel).getAllByText(/ذروة/)[0];
    const [, value, unit] = /ذروة\P{L}*?([\d.]+) (°C)/u.exec(peak.textContent ?? '')!;
    await expect(drawnLeftToRight(peak, value, unit)).toBe(true);
  },
};

/**
 * Read and removed state survive a reload: mark one read, remove one, reload; mark all read,
 * reload.
 */
export const KeptAfterReload: Story = {
  args: { storageKey: 'story-notifications-kept' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let panel = await openList(canvasElement);
    const before = unreadOf(canvasElement);
    await userEvent.click(
      within(itemOf(panel, /20CB10002/)).getByRole('button', { name: /^Mark as read: / }),
    );
    await userEvent.click(
      within(itemOf(panel, /19MT10001/)).getByRole('button', { name: /^Remove notification: / }),
    );
    // One read, one removed, and the next due inspection (unread) took the removed one's place.
    await waitFor(() => expect(unreadOf(canvasElement)).toBe(before - 1));
    await userEvent.keyboard('{Escape}');

    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    panel = await openList(canvasElement);
    await expect(unreadOf(canvasElement)).toBe(before - 1);
    await expect(
      within(itemOf(panel, /20CB10002/)).queryByRole('button', { name: /^Mark as read: / }),
    ).toBeNull();
    await expect(panel).not.toHaveTextContent(/19MT10001/);
    await expect(
      items(panel).filter((li) => /Inspection due/.test(li.textContent ?? '')).length,
    ).toBe(5);

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    // Loaded again, and all still read.
    panel = await openList(canvasElement, /^Notifications$/);
    await waitFor(() => expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(10));
    await expect(unreadOf(canvasElement)).toBe(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
    await expect(within(panel).getByText('No notifications')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    panel = await openList(canvasElement, /^Notifications$/);
    await expect(within(panel).getByText('No notifications')).toBeInTheDocument();
  },
};

/**
 * A stored value that is not ours (hand-edited, another version) is ignored: everything is unread
 * again.
 */
export const BadStoredValue: Story = {
  args: { storageKey: 'story-notifications-bad', stored: '{"read": "all", "removed": [1, null' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const panel = await openList(canvasElement);
    await expect(unreadOf(canvasElement)).toBe(items(panel).length);
    await expect(items(panel).length).toBeGreaterThan(10);
  },
};

/** A notification's title leads to its device: following it marks it read and closes the list. */
export const LeadsToTheDevice: Story = {
  args: { storageKey: 'story-notifications-link' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await openList(canvasElement);
    const before = unreadOf(canvasElement);
    await userEvent.click(
      within(itemOf(panel, /20CB10002/)).getByRole('link', { name: /20CB10002/ }),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/deviceDetail?number=20CB10002',
    );
    await expect(unreadOf(canvasElement)).toBe(before - 1);
  },
};

/** The technician's open orders by due date, as the simulation answers them. */
async function techOrders(): Promise<WorkOrderListItem[]> {
  const response = await sessionFetch(
    '/api/work-orders?assigneeId=3&status=requested,open,in_progress,on_hold&sortBy=dueDate&orderBy=asc&itemsPerPage=15',
  );
  return ((await response.json()) as { workOrders: WorkOrderListItem[] }).workOrders;
}

/**
 * The technician signed in (issue 39.5): their overdue orders and those due today are told beside
 * the equipment's notifications, each leading to its order; nobody else's.
 */
export const WorkOfTheTechnician: Story = {
  args: { storageKey: 'story-notifications-tech', workUserId: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await techOrders();
    const late = orders.filter((o) => o.overdue);
    await expect(late.length).toBeGreaterThan(0);
    let panel = await openList(canvasElement);
    await waitFor(() => expect(panel).toHaveTextContent(/Work overdue: /), { timeout: 8000 });
    const item = itemOf(panel, new RegExp(`Work overdue: .?${late[0].number}`));
    await expect(item).toHaveTextContent(/Was due .+ ago/);
    await expect(item).toHaveTextContent(late[0].deviceNumber);
    // At most 5 of a kind, in the order they were due.
    const told = items(panel)
      .map((li) => /Work overdue: .?(WO-\d{4}-\d{5})/.exec(li.textContent ?? '')?.[1])
      .filter(Boolean);
    await expect(told).toEqual(late.slice(0, 5).map((o) => o.number));
    // Alarms and inspections are still told.
    await expect(panel).toHaveTextContent(/Inspection due: /);
    await userEvent.click(within(item).getByRole('link', { name: new RegExp(late[0].number) }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      `/work-orders/${late[0].number}`,
    );
    panel = await openList(canvasElement);
    await expect(
      within(itemOf(panel, new RegExp(late[0].number))).queryByRole('button', {
        name: /^Mark as read: /,
      }),
    ).toBeNull();
  },
};

/** In Arabic (rtl): the order's number keeps its own direction inside the sentence. */
export const WorkOfTheTechnicianArabic: Story = {
  args: { storageKey: 'story-notifications-tech-ar', workUserId: 3 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [late] = (await techOrders()).filter((o) => o.overdue);
    const panel = await openList(canvasElement, /^الإشعارات، \d+ غير مقروءة$/);
    await waitFor(() => expect(panel).toHaveTextContent(/عمل متأخر/), { timeout: 8000 });
    const title = within(itemOf(panel, new RegExp(late.number))).getByRole('link', {
      name: new RegExp(late.number),
    });
    await expect(drawnLeftToRight(title, 'WO', late.number.slice(-5))).toBe(true);
  },
};
