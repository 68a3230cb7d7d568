import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listCourses } from '@/api/mock/queries/academy';
import type { Course } from '@/api/types/academy';
import { AcademyCourseDetailsScreen } from '@/screens/academy/academy-course-details-screen';
import { AcademyCoursesScreen } from '@/screens/academy/academy-courses-screen';
import { courseFigures, isCourseCompleted } from '@/screens/academy/course-facts';

/** Where the screen has put its list state: the URL a reload or a shared link would keep. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

const meta = {
  title: 'Screens/Academy/My courses',
  component: AcademyCoursesScreen,
  args: { userName: 'John Doe' },
  parameters: { layout: 'fullscreen', route: '/apps/academy/my-course' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<typeof AcademyCoursesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' sample data, to say what each view must hold. */
const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const query = (q: string) => listCourses(db, new URLSearchParams(q)).courses;

const location = (canvasElement: HTMLElement) =>
  new URL(
    canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location')!,
    'http://x',
  );
const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Courses' });
const titles = (canvasElement: HTMLElement) =>
  within(grid(canvasElement))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const card = (canvasElement: HTMLElement, title: string) =>
  within(grid(canvasElement))
    .getByRole('heading', { name: title })
    .closest('[data-course]') as HTMLElement;
/** Waits for the first page, its pictures and the welcome card's figures. */
const loaded = async (canvasElement: HTMLElement, first = query('')[0].courseTitle) => {
  await within(canvasElement).findByRole('heading', { name: first }, { timeout: 10_000 });
  await waitFor(() =>
    expect(
      canvasElement.querySelectorAll('[data-figure] [aria-hidden="true"].ee\\:animate-pulse'),
    ).toHaveLength(0),
  );
  await waitFor(() =>
    expect([...canvasElement.querySelectorAll('img')].every((img) => img.complete)).toBe(true),
  );
};

/** Six course cards, the figures of every course above them, links to each course. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(
      c.getByRole('heading', { level: 1, name: /Welcome back, John Doe/ }),
    ).toBeVisible();
    await expect(titles(canvasElement)).toEqual(query('itemsPerPage=6').map((x) => x.courseTitle));
    const figures = courseFigures(db.courses);
    const section = c.getByRole('region', { name: 'Your learning' });
    await expect(section).toHaveTextContent(`Completed${figures.completed}`);
    await expect(section).toHaveTextContent(`In progress${figures.inProgress}`);
    await expect(section).toHaveTextContent(`Hours spent${figures.hoursSpent}`);
    await expect(
      c.getByText(
        `You have completed ${figures.completed} of your ${figures.total} courses. Keep it up and finish the next one!`,
      ),
    ).toBeVisible();
    await expect(c.getByText('Courses shown: 25')).toBeVisible();
    // A finished course says so; one in progress shows its length and tasks.
    const done = db.courses.find(isCourseCompleted)!;
    const doneCard = card(canvasElement, done.courseTitle);
    await expect(within(doneCard).getByText('Completed')).toBeVisible();
    await expect(
      within(doneCard).getByRole('progressbar', {
        name: `Tasks done: ${done.totalTasks} of ${done.totalTasks}`,
      }),
    ).toBeVisible();
    await expect(
      within(doneCard).getByRole('link', { name: `Review: ${done.courseTitle}` }),
    ).toHaveAttribute('href', `/apps/academy/course-details?courseId=${done.id}`);
    const going = query('itemsPerPage=6').find(
      (x) => x.completedTasks > 0 && !isCourseCompleted(x),
    )!;
    const goingCard = card(canvasElement, going.courseTitle);
    await expect(
      within(goingCard).getByText(`${going.completedTasks}/${going.totalTasks}`),
    ).toBeVisible();
    await expect(
      within(goingCard).getByRole('link', { name: `Continue: ${going.courseTitle}` }),
    ).toBeVisible();
    await expect(
      within(goingCard).getByRole('button', { name: `Start over: ${going.courseTitle}` }),
    ).toBeVisible();
    await expect(
      within(goingCard).getByRole('img', {
        name: `${going.rating.toFixed(1).replace(/\.0$/, '')} out of 5`,
      }),
    ).toBeVisible();
  },
};

/** Search reads the title and the tutor; the text goes into the URL. */
export const SearchTitleOrTutor: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const box = c.getByRole('searchbox', { name: 'Search courses' });
    await userEvent.type(box, 'dashboards');
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(query('q=dashboards').map((x) => x.courseTitle)),
    );
    await expect(location(canvasElement).searchParams.get('q')).toBe('dashboards');
    // A tutor's name finds their courses.
    const tutor = db.courses[7].user;
    await userEvent.clear(box);
    await userEvent.type(box, tutor);
    await waitFor(() => expect(titles(canvasElement)).toContain(db.courses[7].courseTitle));
    await expect(titles(canvasElement)).toEqual(
      query(`q=${encodeURIComponent(tutor)}`).map((x) => x.courseTitle),
    );
  },
};

/**
 * The label filter (All courses by default): Design shows Design courses only, as a removable chip.
 */
export const LabelFilter: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Label: All courses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Design' }));
    const design = query('label=Design&itemsPerPage=6');
    await waitFor(() => expect(titles(canvasElement)).toEqual(design.map((x) => x.courseTitle)));
    for (const title of titles(canvasElement))
      await expect(within(card(canvasElement, title!)).getByText('Design')).toBeVisible();
    await expect(location(canvasElement).searchParams.get('label')).toBe('Design');
    await userEvent.click(c.getByRole('button', { name: 'Remove filter Label: Design' }));
    await waitFor(() => expect(location(canvasElement).searchParams.has('label')).toBe(false));
    await waitFor(() => expect(c.getByText('Courses shown: 25')).toBeVisible());
  },
};

/** Hide completed: no finished course is left, the switch is in the URL, and it comes back off. */
export const HideCompleted: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const finished = query('itemsPerPage=6').filter(isCourseCompleted);
    await expect(finished.length).toBeGreaterThan(0);
    await userEvent.click(c.getByRole('switch', { name: 'Hide completed' }));
    const open = db.courses.filter((x) => !isCourseCompleted(x));
    await waitFor(() => expect(c.getByText(`Courses shown: ${open.length}`)).toBeVisible());
    await expect(titles(canvasElement)).toEqual(
      query('hideCompleted=true&itemsPerPage=6').map((x) => x.courseTitle),
    );
    for (const course of finished)
      await expect(titles(canvasElement)).not.toContain(course.courseTitle);
    await expect(within(grid(canvasElement)).queryByText('Completed')).not.toBeInTheDocument();
    await expect(location(canvasElement).searchParams.get('hideCompleted')).toBe('true');
    await userEvent.click(c.getByRole('switch', { name: 'Hide completed' }));
    await waitFor(() => expect(c.getByText('Courses shown: 25')).toBeVisible());
    await expect(location(canvasElement).searchParams.has('hideCompleted')).toBe(false);
  },
};

/** A shared link with the switch on opens with completed courses hidden. */
export const HideCompletedFromUrl: Story = {
  parameters: { route: '/apps/academy/my-course?hideCompleted=true&label=Web', visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const expected = query('hideCompleted=true&label=Web&itemsPerPage=6');
    await loaded(canvasElement, expected[0].courseTitle);
    await expect(c.getByRole('switch', { name: 'Hide completed' })).toBeChecked();
    await expect(titles(canvasElement)).toEqual(expected.map((x) => x.courseTitle));
  },
};

/** Sort by name and by progress, each way; the sort is in the URL. */
export const Sort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const choose = async (name: string) => {
      await userEvent.click(c.getByRole('button', { name: /^Sort: / }));
      await userEvent.click(await screen.findByRole('option', { name }));
    };
    await choose('Name (A to Z)');
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(
        query('sortBy=courseName&orderBy=asc&itemsPerPage=6').map((x) => x.courseTitle),
      ),
    );
    await expect(location(canvasElement).searchParams.get('sortBy')).toBe('courseName');
    await choose('Name (Z to A)');
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(
        query('sortBy=courseName&orderBy=desc&itemsPerPage=6').map((x) => x.courseTitle),
      ),
    );
    await choose('Progress (most first)');
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(
        query('sortBy=progress&orderBy=desc&itemsPerPage=6').map((x) => x.courseTitle),
      ),
    );
    await expect(location(canvasElement).searchParams.get('orderBy')).toBe('desc');
    await choose('Progress (least first)');
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(
        query('sortBy=progress&orderBy=asc&itemsPerPage=6').map((x) => x.courseTitle),
      ),
    );
    await choose('Default order');
    await waitFor(() => expect(location(canvasElement).searchParams.has('sortBy')).toBe(false));
  },
};

/** Paging: page 2, the last page, and 12 a page. */
export const Paging: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const pager = c.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(
        query('page=2&itemsPerPage=6').map((x) => x.courseTitle),
      ),
    );
    await expect(location(canvasElement).searchParams.get('page')).toBe('2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(
        query('page=5&itemsPerPage=6').map((x) => x.courseTitle),
      ),
    );
    await expect(titles(canvasElement)).toHaveLength(1);
    await userEvent.selectOptions(within(pager).getByRole('combobox'), '12');
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(12));
    await expect(location(canvasElement).searchParams.get('itemsPerPage')).toBe('12');
    await expect(location(canvasElement).searchParams.has('page')).toBe(false);
  },
};

/**
 * Start over asks first (Cancel keeps the progress), then resets it through the API: the card
 * shows 0 tasks done and Start, and the welcome card counts one completed course less.
 */
export const StartOver: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const done = query('itemsPerPage=6').find(isCourseCompleted)!;
    const figures = courseFigures(db.courses);
    await userEvent.click(
      within(card(canvasElement, done.courseTitle)).getByRole('button', {
        name: `Start over: ${done.courseTitle}`,
      }),
    );
    let dialog = await screen.findByRole('alertdialog', {
      name: `Start ${done.courseTitle} over?`,
    });
    await expect(dialog).toHaveTextContent(
      `Your progress (${done.totalTasks} of ${done.totalTasks} tasks) goes back to zero.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      within(card(canvasElement, done.courseTitle)).getByText('Completed'),
    ).toBeVisible();

    await userEvent.click(
      within(card(canvasElement, done.courseTitle)).getByRole('button', {
        name: `Start over: ${done.courseTitle}`,
      }),
    );
    dialog = await screen.findByRole('alertdialog', { name: `Start ${done.courseTitle} over?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const after = card(canvasElement, done.courseTitle);
    await waitFor(() => expect(within(after).getByText(`0/${done.totalTasks}`)).toBeVisible());
    await expect(within(after).queryByText('Completed')).not.toBeInTheDocument();
    await expect(
      within(after).getByRole('link', { name: `Start: ${done.courseTitle}` }),
    ).toBeVisible();
    await expect(
      within(after).queryByRole('button', { name: /^Start over/ }),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(c.getByRole('region', { name: 'Your learning' })).toHaveTextContent(
        `Completed${figures.completed - 1}`,
      ),
    );
  },
};

/**
 * Both academy screens under their routes, as the app maps them: links between them keep the cache.
 */
function CoursesAndDetails({ userName }: { userName?: string }) {
  const [params] = useSearchParams();
  return (
    <Routes>
      <Route
        path="/apps/academy/my-course"
        element={<AcademyCoursesScreen userName={userName} />}
      />
      <Route
        path="/apps/academy/course-details"
        element={<AcademyCourseDetailsScreen courseId={Number(params.get('courseId'))} />}
      />
    </Routes>
  );
}

/**
 * A course seen in progress, then started over from the list: its details, opened again, never
 * show the old progress (not even while they reload), only what the card now says.
 */
export const StartOverThenDetails: Story = {
  parameters: { visual: false, route: '/apps/academy/course-details?courseId=2' },
  render: (args) => <CoursesAndDetails {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const course = db.courses[1];
    await expect(course.completedTasks).toBeGreaterThan(0);
    await c.findByText(
      `Lectures done: ${course.completedTasks} of ${course.totalTasks}`,
      undefined,
      { timeout: 10_000 },
    );
    await userEvent.click(c.getByRole('link', { name: 'My courses' }));
    await loaded(canvasElement);
    await userEvent.click(
      within(card(canvasElement, course.courseTitle)).getByRole('button', {
        name: `Start over: ${course.courseTitle}`,
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: `Start ${course.courseTitle} over?`,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const start = await within(card(canvasElement, course.courseTitle)).findByRole('link', {
      name: `Start: ${course.courseTitle}`,
    });

    // Every progress line the details show from the click on, while they load and after.
    const seen = new Set<string>();
    const read = () => {
      for (const m of canvasElement.textContent?.matchAll(/Lectures done: \d+ of \d+/g) ?? [])
        seen.add(m[0]);
    };
    const observer = new MutationObserver(read);
    observer.observe(canvasElement, { childList: true, subtree: true, characterData: true });
    try {
      await userEvent.click(start);
      read();
      await c.findByText(`Lectures done: 0 of ${course.totalTasks}`, undefined, {
        timeout: 10_000,
      });
    } finally {
      observer.disconnect();
    }
    await expect([...seen]).toEqual([`Lectures done: 0 of ${course.totalTasks}`]);
  },
};

/** The course was removed meanwhile: the API's 404 shows in the dialog, which stays open. */
export const StartOverFails: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.put('*/api/apps/academy/courses/:id/progress', () =>
          HttpResponse.json(
            { message: 'Course not found', key: 'courseNotFound' },
            { status: 404 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const done = query('itemsPerPage=6').find(isCourseCompleted)!;
    await userEvent.click(
      within(card(canvasElement, done.courseTitle)).getByRole('button', {
        name: `Start over: ${done.courseTitle}`,
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Course not found');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(
      within(card(canvasElement, done.courseTitle)).getByText('Completed'),
    ).toBeVisible();
  },
};

/** Continue leads to the course's details (its id in the link). */
export const Continue: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const going = query('itemsPerPage=6').find(
      (x) => x.completedTasks > 0 && !isCourseCompleted(x),
    )!;
    await userEvent.click(
      within(card(canvasElement, going.courseTitle)).getByRole('link', {
        name: `Continue: ${going.courseTitle}`,
      }),
    );
    await waitFor(() =>
      expect(`${location(canvasElement).pathname}${location(canvasElement).search}`).toBe(
        `/apps/academy/course-details?courseId=${going.id}`,
      ),
    );
  },
};

/** Nothing matches: the empty state says so, and Clear filters brings every course back. */
export const NoMatch: Story = {
  parameters: { route: '/apps/academy/my-course?q=zzzz-no-such-course&hideCompleted=true' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'No course matches' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-figure] .ee\\:animate-pulse')).toHaveLength(0),
    );
    await expect(
      c.getByText('Try another word or label, or show the completed courses too.'),
    ).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear filters' }));
    await loaded(canvasElement);
    await expect(location(canvasElement).search).toBe('');
    await expect(c.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  },
};

/** No course at all. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/academy/courses', () => HttpResponse.json({ courses: [], total: 0 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'No courses yet' }, { timeout: 10_000 });
    await waitFor(() =>
      expect(c.getByRole('region', { name: 'Your learning' })).toHaveTextContent('Completed0'),
    );
    await expect(c.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** While the courses load: card-shaped placeholders and the figures' placeholders. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/academy/courses', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.ee\\:animate-pulse').length).toBeGreaterThan(6),
    );
    await expect(
      within(canvasElement).queryByRole('list', { name: 'Courses' }),
    ).not.toBeInTheDocument();
  },
};

/** The list call fails: the error with a retry that works once the API answers again. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/academy/courses', () =>
          HttpResponse.json({ message: 'The academy is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The academy is unavailable', undefined, { timeout: 15_000 });
    await expect(
      c.getByRole('heading', { name: 'Your courses could not be loaded' }),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A title and a description with markup in them are shown as text, never run. */
export const HostileText: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/apps/academy/courses', () => {
          const hostile: Course = {
            ...db.courses[1],
            courseTitle: '<img src=x onerror="window.__academyXss=1">Wiring',
            desc: '<script>window.__academyXss=2</script>',
            user: '<b>Mallory</b>',
          };
          return HttpResponse.json({ courses: [hostile], total: 1 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole(
      'heading',
      { name: '<img src=x onerror="window.__academyXss=1">Wiring' },
      { timeout: 10_000 },
    );
    await expect(c.getByText('<script>window.__academyXss=2</script>')).toBeVisible();
    await expect(c.getByText('<b>Mallory</b>')).toBeVisible();
    await expect(grid(canvasElement).querySelector('script, b, img[onerror]')).toBeNull();
    await expect((window as { __academyXss?: number }).__academyXss).toBeUndefined();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/**
 * Arabic, right to left: tags, figures and lengths in Arabic; titles stay in their own direction.
 */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(
      c.getByRole('heading', { level: 1, name: /مرحبًا بعودتك، John Doe/ }),
    ).toBeVisible();
    await expect(c.getByRole('switch', { name: 'إخفاء المكتملة' })).toBeVisible();
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: '我的课程' })).toBeVisible();
  },
};
