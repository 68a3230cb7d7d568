import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { CalendarEvent } from '@/api/types/calendar';
import { CalendarScreen, type CalendarScreenProps } from '@/screens/calendar/calendar-screen';

import { LocationDisplay } from '../../support/location-display';

/** Where the router is, for the stories that check the URL. */
const withLocation: Decorator<CalendarScreenProps> = (Story) => (
  <>
    <Story />
    <div className="ee:sr-only">
      <LocationDisplay />
    </div>
  </>
);

/** A phone-wide space: the screen's layout follows the space it is given. */
const phoneWide: Decorator<CalendarScreenProps> = (Story) => (
  <div style={{ width: 390 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/Apps/Calendar',
  component: CalendarScreen,
  parameters: { layout: 'fullscreen', route: '/apps/calendar' },
  decorators: [withLocation],
} satisfies Meta<typeof CalendarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story clock is 2026-06-15: June 2026 is shown. Waits for FullCalendar and the events. */
const loaded = async (canvasElement: HTMLElement, title = 'Design Review') => {
  await waitFor(() => expect(canvasElement.querySelector('.fc')).not.toBeNull(), {
    timeout: 10_000,
  });
  return within(canvasElement).findByText(title, { selector: '.fc-event *' }, { timeout: 10_000 });
};
const eventEl = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement)
    .getByText(title, { selector: '.fc-event *' })
    .closest<HTMLElement>('.fc-event')!;
const dayCell = (canvasElement: HTMLElement, day: string) =>
  canvasElement.querySelector<HTMLElement>(`td.fc-daygrid-day[data-date="${day}"]`)!;
/** The month view's weekday headers, first column first. */
const weekdayHeaders = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll<HTMLElement>(
      'th.fc-col-header-cell a.fc-col-header-cell-cushion',
    ),
  );
const titlesIn = (cell: HTMLElement) =>
  Array.from(cell.querySelectorAll('.fc-event-title')).map((e) => e.textContent);
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'Current location' });
const stored = async () => (await (await fetch('/api/apps/calendar')).json()) as CalendarEvent[];
const filters = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('complementary', { name: 'Calendars and filters' }),
  ).getByRole('group', { name: 'Event filters' });

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/**
 * Drags an element onto another as a mouse does (FullCalendar listens to mouse events): press
 * on the source's middle, move in steps to the target's middle, release.
 */
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

/**
 * A click where FullCalendar reads it: at the element's middle (user-event's clicks carry no
 * coordinates).
 */
async function clickAt(el: HTMLElement) {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  el.dispatchEvent(
    new MouseEvent('mousedown', {
      bubbles: true,
      cancelable: true,
      view: window,
      button: 0,
      buttons: 1,
      clientX: x,
      clientY: y,
    }),
  );
  await frame();
  el.dispatchEvent(
    new MouseEvent('mouseup', {
      bubbles: true,
      cancelable: true,
      view: window,
      button: 0,
      buttons: 0,
      clientX: x,
      clientY: y,
    }),
  );
  el.dispatchEvent(
    new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      view: window,
      button: 0,
      clientX: x,
      clientY: y,
    }),
  );
  await frame();
}

/** June 2026 with every calendar: each event in its label's colour; today is marked. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: 'June 2026' })).toBeVisible();
    await expect(titlesIn(dayCell(canvasElement, '2026-06-15'))).toContain('Meeting With Client');
    await expect(eventEl(canvasElement, 'Design Review')).toHaveClass('ee:tone-primary');
    await expect(eventEl(canvasElement, 'Meeting With Client')).toHaveClass('ee:tone-success');
    await expect(dayCell(canvasElement, '2026-06-15')).toHaveClass('fc-day-today');
    for (const box of within(filters(canvasElement)).getAllByRole('checkbox'))
      await expect(box).toBeChecked();
  },
};

/**
 * The filters drive `?calendars` (the API's own parameter): unticking Business hides its events;
 * "View all" ticks or clears all.
 */
export const Filter: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const f = within(filters(canvasElement));
    await userEvent.click(f.getByRole('checkbox', { name: 'Business' }));
    await expect(location(canvasElement)).toHaveTextContent(
      '/apps/calendar?calendars=Holiday%2CPersonal%2CETC%2CFamily',
    );
    // The other calendars' events are back (the new answer), without Business's. FullCalendar draws
    // an event hidden first and shows it once it has measured the day: wait for that.
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByText('Meeting With Client', { selector: '.fc-event *' }),
        ).toBeVisible(),
      { timeout: 5000 },
    );
    await waitFor(
      () =>
        expect(
          within(canvasElement).queryByText('Design Review', { selector: '.fc-event *' }),
        ).toBeNull(),
      { timeout: 5000 },
    );
    await expect(f.getByRole('checkbox', { name: 'View all' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    // From part of them, "View all" ticks them all; ticked, it clears them all.
    await userEvent.click(f.getByRole('checkbox', { name: 'View all' }));
    await within(canvasElement).findByText(
      'Design Review',
      { selector: '.fc-event *' },
      { timeout: 5000 },
    );
    await expect(f.getByRole('checkbox', { name: 'Business' })).toBeChecked();
    await expect(location(canvasElement)).toHaveTextContent(/^\/apps\/calendar$/);
    await userEvent.click(f.getByRole('checkbox', { name: 'View all' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.fc-event')).toHaveLength(0), {
      timeout: 5000,
    });
    await expect(
      within(canvasElement).getByText(
        'No calendar is shown: tick one in the event filters to see its events.',
      ),
    ).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/apps/calendar?calendars=');
    await userEvent.click(f.getByRole('checkbox', { name: 'Family' }));
    await within(canvasElement).findByText(
      'Dart Game?',
      { selector: '.fc-event *' },
      { timeout: 5000 },
    );
    await expect(canvasElement.querySelectorAll('.fc-event')).toHaveLength(2);
    await userEvent.click(f.getByRole('checkbox', { name: 'View all' }));
    await within(canvasElement).findByText(
      'Design Review',
      { selector: '.fc-event *' },
      { timeout: 5000 },
    );
    await expect(location(canvasElement)).toHaveTextContent(/^\/apps\/calendar$/);
  },
};

/** A link with `?calendars=Holiday,Family` shows those two only. */
export const FilteredFromUrl: Story = {
  parameters: { route: '/apps/calendar?calendars=Holiday,Family' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Meeting With Client');
    await expect(
      within(canvasElement).queryByText('Design Review', { selector: '.fc-event *' }),
    ).toBeNull();
    const f = within(filters(canvasElement));
    await expect(f.getByRole('checkbox', { name: 'Holiday' })).toBeChecked();
    await expect(f.getByRole('checkbox', { name: 'Business' })).not.toBeChecked();
  },
};

/**
 * Add an event: a blank title and an end before the start are refused on their fields with
 * nothing typed lost; fixed, it saves and shows on its day.
 */
export const AddEventEndBeforeStart: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Add event' })[0]);
    const drawer = await screen.findByRole('dialog', { name: 'Add event' });
    const d = within(drawer);
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    await expect(await d.findByText('Required')).toBeVisible();
    await userEvent.type(d.getByLabelText(/^Title/), 'Inspect 24DC10003');
    await userEvent.click(d.getByRole('combobox', { name: /^Label/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ETC' }));
    const startDate = d.getByLabelText(/^Start date/);
    await userEvent.clear(startDate);
    await userEvent.type(startDate, '06/18/2026{Enter}');
    await userEvent.clear(d.getByLabelText(/^Start time/));
    await userEvent.type(d.getByLabelText(/^Start time/), '10:00');
    const endDate = d.getByLabelText(/^End date/);
    await userEvent.clear(endDate);
    await userEvent.type(endDate, '06/18/2026{Enter}');
    await userEvent.clear(d.getByLabelText(/^End time/));
    await userEvent.type(d.getByLabelText(/^End time/), '09:00');
    await userEvent.type(d.getByLabelText(/^Event URL/), 'javascript:alert(1)');
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    await expect(await d.findByText('Must not be before the start')).toBeVisible();
    await expect(
      d.getByText('Enter a web address starting with http:// or https://'),
    ).toBeVisible();
    await expect(d.getByLabelText(/^Title/)).toHaveValue('Inspect 24DC10003');
    await expect(d.getByLabelText(/^Start time/)).toHaveValue('10:00');

    await userEvent.clear(d.getByLabelText(/^End time/));
    await userEvent.type(d.getByLabelText(/^End time/), '11:30');
    await userEvent.clear(d.getByLabelText(/^Event URL/));
    await userEvent.type(d.getByLabelText(/^Event URL/), 'https://meet.example.com/24dc');
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add event' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(titlesIn(dayCell(canvasElement, '2026-06-18'))).toContain('Inspect 24DC10003'),
    );
    const saved = (await stored()).find((e) => e.title === 'Inspect 24DC10003');
    await expect(saved).toMatchObject({
      id: 11,
      allDay: false,
      url: 'https://meet.example.com/24dc',
      extendedProps: { calendar: 'ETC' },
    });
    await expect(Date.parse(saved!.end) - Date.parse(saved!.start)).toBe(90 * 60_000);
  },
};

/** A click on an empty day opens the drawer for that day (an all-day event). */
export const AddOnDay: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await clickAt(
      dayCell(canvasElement, '2026-06-19').querySelector<HTMLElement>('.fc-daygrid-day-frame')!,
    );
    const d = within(await screen.findByRole('dialog', { name: 'Add event' }));
    await expect(d.getByRole('switch', { name: 'All day' })).toBeChecked();
    await expect(d.getByLabelText(/^First day/)).toHaveValue('Jun 19, 2026');
    await expect(d.getByLabelText(/^Last day/)).toHaveValue('Jun 19, 2026');
    await userEvent.type(d.getByLabelText(/^Title/), 'Yard clean-up');
    await userEvent.click(d.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(titlesIn(dayCell(canvasElement, '2026-06-19'))).toContain('Yard clean-up'),
    );
    await expect((await stored()).find((e) => e.title === 'Yard clean-up')).toMatchObject({
      start: '2026-06-19',
      end: '2026-06-20',
      allDay: true,
      extendedProps: { calendar: 'Business' },
    });
  },
};

/**
 * An all-day event whose last day is its first is a one-day event (issue 35.8): a last day before
 * the first is the error, said on the end field; the same day saves, stored ending the next day.
 */
export const AllDayEndsOnItsFirstDay: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Meeting With Client');
    await userEvent.click(eventEl(canvasElement, 'Meeting With Client'));
    const d = within(await screen.findByRole('dialog', { name: 'Edit event' }));
    await expect(d.getByLabelText(/^First day/)).toHaveValue('Jun 15, 2026');
    const lastDay = d.getByLabelText(/^Last day/);
    await userEvent.clear(lastDay);
    await userEvent.type(lastDay, '06/14/2026{Enter}');
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await expect(await d.findByText('Must not be before the start')).toBeVisible();
    await userEvent.clear(lastDay);
    await userEvent.type(lastDay, '06/15/2026{Enter}');
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit event' })).not.toBeInTheDocument(),
    );
    await expect((await stored()).find((e) => e.id === 2)).toMatchObject({
      start: '2026-06-15',
      end: '2026-06-16',
      allDay: true,
    });
    await waitFor(() =>
      expect(titlesIn(dayCell(canvasElement, '2026-06-16'))).not.toContain('Meeting With Client'),
    );
  },
};

/** The edit drawer of an event with guests, a location and a description. */
export const EditDrawer: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Monthly Meeting');
    await userEvent.click(eventEl(canvasElement, 'Monthly Meeting'));
    const d = within(await screen.findByRole('dialog', { name: 'Edit event' }));
    await expect(d.getByLabelText(/^Title/)).toHaveValue('Monthly Meeting');
    await expect(d.getByLabelText(/^Location/)).toHaveValue('Meeting room 2');
    await expect(
      within(d.getByRole('list', { name: 'Guests invited' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(d.getByRole('button', { name: 'Delete event' })).toBeVisible();
  },
};

/** Edit: a new title, a guest removed and one added; the calendar and the API show it. */
export const EditEvent: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Monthly Meeting');
    await userEvent.click(eventEl(canvasElement, 'Monthly Meeting'));
    const d = within(await screen.findByRole('dialog', { name: 'Edit event' }));
    await userEvent.clear(d.getByLabelText(/^Title/));
    await userEvent.type(d.getByLabelText(/^Title/), 'Monthly work-order review');
    await userEvent.click(d.getByRole('button', { name: 'Remove Halsey Risby' }));
    await userEvent.click(d.getByRole('combobox', { name: /^Guests/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jun Chen' }));
    await userEvent.click(d.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit event' })).not.toBeInTheDocument(),
    );
    await within(canvasElement).findByText('Monthly work-order review', {
      selector: '.fc-event *',
    });
    await expect((await stored()).find((e) => e.id === 9)).toMatchObject({
      title: 'Monthly work-order review',
      extendedProps: {
        calendar: 'ETC',
        guests: ['Noah Patel', 'Arjun Oliveira', 'Jun Chen'],
        location: 'Meeting room 2',
      },
    });
  },
};

/** Delete after confirming: the event leaves the calendar and the API. */
export const DeleteEvent: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Dinner');
    await userEvent.click(eventEl(canvasElement, 'Dinner'));
    const d = within(await screen.findByRole('dialog', { name: 'Edit event' }));
    await userEvent.click(d.getByRole('button', { name: 'Delete event' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Dinner”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit event' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(within(canvasElement).queryByText('Dinner', { selector: '.fc-event *' })).toBeNull(),
    );
    await expect((await stored()).map((e) => e.id)).not.toContain(7);
  },
};

/** Drag an event to the next day: saved through the update call. */
export const MoveEvent: Story = {
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Meeting With Client');
    await drag(eventEl(canvasElement, 'Meeting With Client'), dayCell(canvasElement, '2026-06-16'));
    await waitFor(() =>
      expect(titlesIn(dayCell(canvasElement, '2026-06-16'))).toContain('Meeting With Client'),
    );
    await waitFor(
      async () =>
        expect((await stored()).find((e) => e.id === 2)).toMatchObject({
          start: '2026-06-16',
          end: '2026-06-17',
          allDay: true,
        }),
      { timeout: 5000 },
    );
    // The move is done once the list is fetched again (then it says so): a drag that starts
    // before would have its event drawn anew under the pointer, and be dropped (seen once on a
    // busy machine: the second move never saved).
    await within(document.body).findByText('Moved “Meeting With Client”', undefined, {
      timeout: 10_000,
    });
    // A timed event keeps its time of day.
    await drag(eventEl(canvasElement, 'Design Review'), dayCell(canvasElement, '2026-06-12'));
    await waitFor(
      async () =>
        expect((await stored()).find((e) => e.id === 1)).toMatchObject({
          start: '2026-06-12T16:00:00.000Z',
          end: '2026-06-12T17:30:00.000Z',
        }),
      { timeout: 5000 },
    );
    await within(document.body).findByText('Moved “Design Review”', undefined, { timeout: 10_000 });
  },
};

/**
 * The API refuses the move (SPEC §8: 400 "Something Went Wrong"): the event is back on its day and
 * the screen says why.
 */
export const MoveRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch('*/api/apps/calendar/:id', () =>
          HttpResponse.json(
            { message: 'Something Went Wrong', key: 'calendarFailed' },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Meeting With Client');
    await drag(eventEl(canvasElement, 'Meeting With Client'), dayCell(canvasElement, '2026-06-17'));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      '“Meeting With Client” could not be moved: Something Went Wrong. It is back where it was.',
    );
    await waitFor(() =>
      expect(titlesIn(dayCell(canvasElement, '2026-06-15'))).toContain('Meeting With Client'),
    );
    await expect(titlesIn(dayCell(canvasElement, '2026-06-17'))).not.toContain(
      'Meeting With Client',
    );
    await expect((await stored()).find((e) => e.id === 2)).toMatchObject({ start: '2026-06-15' });
  },
};

/** The week view from the toolbar (and in the URL); previous and next move by a week. */
export const WeekView: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Week' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('.fc-timeGridWeek-view')).not.toBeNull(),
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(location(canvasElement)).toHaveTextContent('view=week');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(location(canvasElement)).toHaveTextContent('date=2026-06-22');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous' }));
    await within(canvasElement).findByText('Meeting With Client', { selector: '.fc-event *' });
  },
};

/** The list view. */
export const ListView: Story = {
  parameters: { route: '/apps/calendar?view=list' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.fc-listMonth-view')).not.toBeNull(), {
      timeout: 10_000,
    });
    await within(canvasElement).findByText('Design Review');
  },
};

/**
 * The list view in Chinese: FullCalendar's own words come from our catalogue too, the column
 * headers screen readers announce ("Time", "Event") and the text of a month without events.
 */
export const ListViewChinese: Story = {
  globals: { locale: 'zh' },
  parameters: { visual: false, route: '/apps/calendar?view=list' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.fc-listMonth-view')).not.toBeNull(), {
      timeout: 10_000,
    });
    await within(canvasElement).findByText('Design Review');
    const table = canvasElement.querySelector<HTMLElement>('.fc-list-table')!;
    // (The middle header, over the events' colour dots, is empty.)
    await expect(
      [...table.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean),
    ).toEqual(['时间', '日程']);
    // A month without events says so in the user's words.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下一页' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下一页' }));
    await expect(
      await within(canvasElement).findByText('这段时间没有日程', undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The mini calendar jumps to a day (its month, in the URL). */
export const MiniCalendarJump: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const sidebar = within(canvasElement).getByRole('complementary', {
      name: 'Calendars and filters',
    });
    await userEvent.click(within(sidebar).getByRole('button', { name: /next month/i }));
    await userEvent.click(within(sidebar).getByRole('button', { name: /July 3, 2026/ }));
    await expect(location(canvasElement)).toHaveTextContent('date=2026-07-03');
    await within(canvasElement).findByRole('heading', { name: 'July 2026' });
    await within(canvasElement).findByText('Family Trip', { selector: '.fc-event *' });
  },
};

/** No events at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/api/apps/calendar', () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(
      'No events in the calendars shown. Add one, or show other calendars.',
    );
    await waitFor(() => expect(canvasElement.querySelector('.fc')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** While the events load. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/apps/calendar', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('region', { name: 'Events' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await waitFor(() => expect(canvasElement.querySelector('.fc')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** The events cannot be loaded: the error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/calendar', () =>
          HttpResponse.json({ message: 'The calendar service is unavailable' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The calendar service is unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Arabic, right to left (FullCalendar's Arabic, the week from Saturday). */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(canvasElement.querySelector('.fc')).toHaveClass('fc-direction-rtl');
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('heading', { name: '2026年6月' })).toBeVisible();
  },
};

/**
 * In a phone-wide space (390 px): the sidebar folds into a drawer, the toolbar wraps, nothing
 * overflows.
 */
export const Phone: Story = {
  decorators: [phoneWide],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).queryByRole('complementary', { name: 'Calendars and filters' }),
    ).toBeNull();
    const card = canvasElement.querySelector<HTMLElement>('.ee\\:\\@container')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Calendars and filters' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Calendars and filters' });
    await expect(within(drawer).getByRole('button', { name: 'Add event' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The days of the week by their narrow names, each within its column (screen readers get the
    // full name).
    await expect(weekdayHeaders(canvasElement).map((a) => a.textContent)).toEqual([
      'S',
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
    ]);
    await expect(weekdayHeaders(canvasElement)[0]).toHaveAccessibleName('Sunday');
  },
};

/**
 * Chinese in a phone-wide space: the month grid's day numbers drop their 日 (“26日” wrapped
 * the 日 under the number in a 46 px column), each on one line; the wide grid keeps it.
 */
export const PhoneChinese: Story = {
  globals: { locale: 'zh' },
  decorators: [phoneWide],
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const numbers = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('.fc-daygrid-day-number'),
    );
    await expect(numbers.length).toBeGreaterThanOrEqual(28);
    for (const n of numbers) {
      await expect(n.textContent).toMatch(/^\d{1,2}$/);
      // One box per line of the number's text: one line.
      const text = document.createRange();
      text.selectNodeContents(n);
      await expect(text.getClientRects()).toHaveLength(1);
    }
    // Its name is still the full date.
    await expect(numbers.find((n) => n.textContent === '11')).toHaveAccessibleName('2026年6月11日');
  },
};

/**
 * Arabic in a phone-wide space: its short weekday names are its full ones (الجمعة, الخميس), too
 * wide for a seventh of 390 px; the narrow ones fit, each within its column.
 */
export const PhoneArabic: Story = {
  globals: { locale: 'ar' },
  decorators: [phoneWide],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const headers = weekdayHeaders(canvasElement);
    await expect(headers).toHaveLength(7);
    for (const a of headers) {
      await expect(a.textContent).toHaveLength(1);
      await expect(a.getBoundingClientRect().width).toBeLessThanOrEqual(
        a.closest('th')!.getBoundingClientRect().width,
      );
    }
    await expect(headers[0]).toHaveAccessibleName('السبت');
  },
};
