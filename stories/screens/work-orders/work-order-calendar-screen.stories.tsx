import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import type { WorkOrder } from '@/api/types/work-orders';
import { WorkOrderCalendarScreen } from '@/screens/work-orders/calendar/work-order-calendar-screen';

import { ADMIN, signedInAs, TECHNICIAN } from './sessions';

const meta = {
  title: 'Screens/Work orders/Calendar',
  component: WorkOrderCalendarScreen,
  parameters: { layout: 'fullscreen', route: '/work-orders/calendar' },
  decorators: [signedInAs(ADMIN)],
} satisfies Meta<typeof WorkOrderCalendarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/** The story clock is 2026-06-15: June 2026. Waits for FullCalendar and its orders. */
const loaded = async (canvasElement: HTMLElement) => {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('.fc-event').length).toBeGreaterThan(0),
    { timeout: 10_000 },
  );
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('.fc-event'));
};
const numberOf = (event: HTMLElement) => /WO-\d{4}-\d{5}/.exec(event.textContent ?? '')![0];
const eventOf = (canvasElement: HTMLElement, number: string) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('.fc-event')).find((e) =>
    e.textContent?.includes(number),
  );
const dayCell = (canvasElement: HTMLElement, day: string) =>
  canvasElement.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${day}"]`)!;
const read = async (number: string) =>
  (await (
    await fetch(`/api/work-orders/${number}`, {
      headers: { Authorization: 'Bearer demo.1.storybook' },
    })
  ).json()) as WorkOrder;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Drags as a mouse does (FullCalendar listens to mouse events), middle to middle, in steps. */
async function drag(source: HTMLElement, target: HTMLElement) {
  const a = source.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  const from = { x: a.left + a.width / 2, y: a.top + a.height / 2 };
  const to = { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  const fire = (el: EventTarget, type: string, x: number, y: number) =>
    el.dispatchEvent(
      new MouseEvent(type, {
        bubbles: true,
        cancelable: true,
        view: window,
        button: 0,
        buttons: type === 'mouseup' ? 0 : 1,
        clientX: x,
        clientY: y,
      }),
    );
  fire(source, 'mousedown', from.x, from.y);
  for (let i = 1; i <= 8; i++) {
    fire(
      document,
      'mousemove',
      from.x + ((to.x - from.x) * i) / 8,
      from.y + ((to.y - from.y) * i) / 8,
    );
    await frame();
  }
  fire(document, 'mouseup', to.x, to.y);
  await frame();
}

/** An order of the month with a due date and no planned start, not on `avoid`. */
async function movableOrder(canvasElement: HTMLElement, avoid: string) {
  for (const event of await loaded(canvasElement)) {
    const order = await read(numberOf(event));
    if (order.dueDate && !order.plannedStart && order.dueDate !== avoid) return { event, order };
  }
  throw new globalThis.Error('no movable order in June 2026');
}

/**
 * The admin's month: work still to do on its day, coloured by priority (as the chips of the
 * legend), overdue ones marked; no done or cancelled order unless the status filter asks.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const events = await loaded(canvasElement);
    await expect(c.getByRole('heading', { name: 'June 2026', level: 2 })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');
    await expect(events[0]).toHaveClass('fc-event-draggable');
    for (const event of events.slice(0, 6)) {
      const order = await read(numberOf(event));
      await expect(['done', 'cancelled']).not.toContain(order.status);
      await expect(dayCell(canvasElement, order.plannedStart ?? order.dueDate!)).toContainElement(
        event,
      );
    }
    await expect(c.getAllByRole('img', { name: 'Overdue' }).length).toBeGreaterThan(0);
  },
};

/** The status filter asks for done orders: only they are placed. */
export const DoneOnly: Story = {
  parameters: { visual: false, route: '/work-orders/calendar?status=done' },
  play: async ({ canvasElement }) => {
    for (const event of (await loaded(canvasElement)).slice(0, 5))
      await expect((await read(numberOf(event))).status).toBe('done');
  },
};

/** The technician sees the same calendar but cannot move an order. */
export const Technician: Story = {
  decorators: [signedInAs(TECHNICIAN)],
  play: async ({ canvasElement }) => {
    const events = await loaded(canvasElement);
    for (const event of events) await expect(event).not.toHaveClass('fc-event-draggable');
  },
};

export const Empty: Story = {
  parameters: { route: '/work-orders/calendar?q=nothing-matches-this' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.fc')).not.toBeNull(), {
      timeout: 10_000,
    });
    await expect(
      await within(canvasElement).findByText(
        'No work order is planned or due in this period with these filters.',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    visual: false,
    msw: { handlers: [http.get('*/api/work-orders', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Work orders by day' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/work-orders', () =>
          HttpResponse.json({ message: 'The server is down' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The server is down')).toBeVisible();
  },
};

/** A phone shows the list view, without sideways scroll. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.fc-list-event').length).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'تقويم أوامر العمل', level: 1 }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('.fc')).toHaveClass('fc-direction-rtl');
  },
};

// The moves come last: their toasts must not linger into another story's pixels.

/** An order dragged to another day is saved with its version; the calendar says so. */
export const MoveSaves: Story = {
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    const { event, order } = await movableOrder(canvasElement, '2026-06-17');
    await drag(event, dayCell(canvasElement, '2026-06-17'));
    await waitFor(async () => expect((await read(order.number)).dueDate).toBe('2026-06-17'), {
      timeout: 5000,
    });
    await within(document.body).findByText(`${order.number} is now due on 2026-06-17`);
    await waitFor(() =>
      expect(dayCell(canvasElement, '2026-06-17')).toContainElement(
        eventOf(canvasElement, order.number)!,
      ),
    );
  },
};

/**
 * Someone changed the order after the calendar loaded it: the drop is refused (412), the order is
 * back on its day, the calendar reloads it and says why; nothing of theirs is overwritten.
 */
export const MoveChangedElsewhere: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const { event, order } = await movableOrder(canvasElement, '2026-06-18');
    const response = await fetch(`/api/work-orders/${order.number}`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer demo.1.elsewhere', 'Content-Type': 'application/json' },
      body: JSON.stringify({ notes: 'Changed in another tab' }),
    });
    await expect(response.status).toBe(200);
    await drag(event, dayCell(canvasElement, '2026-06-18'));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      `${order.number} stays where it was: Someone else changed this order meanwhile`,
    );
    const now = await read(order.number);
    await expect(now).toMatchObject({ dueDate: order.dueDate, notes: 'Changed in another tab' });
    await waitFor(() =>
      expect(dayCell(canvasElement, order.dueDate!)).toContainElement(
        eventOf(canvasElement, order.number)!,
      ),
    );
  },
};
