import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { getCourseDetails } from '@/api/mock/queries/academy';
import type { CourseDetails } from '@/api/types/academy';
import { preloadVideoPlayer } from '@/components/ui/video-player';
import { AcademyCourseDetailsScreen } from '@/screens/academy/academy-course-details-screen';
import { formatLength, minutesOf } from '@/screens/academy/course-facts';

function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

/**
 * A sentence whose name is isolated in a <bdi> (split across elements): matched on the element
 * holding it whole.
 */
const sentence = (text: string) => (_: string, el: Element | null) =>
  el?.textContent === text && [...el.children].every((child) => child.tagName === 'BDI');

const meta = {
  title: 'Screens/Academy/Course details',
  component: AcademyCourseDetailsScreen,
  args: {},
  parameters: { layout: 'fullscreen', route: '/apps/academy/course-details' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
  // The player's controls are a chunk of their own: fetched before the story renders.
  loaders: [async () => ({ player: await preloadVideoPlayer() })],
} satisfies Meta<typeof AcademyCourseDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const db = createMockDb({ now: '2026-06-15T09:00:00Z' });
const detailsOf = (courseId?: number): CourseDetails => {
  const outcome = getCourseDetails(
    db,
    new URLSearchParams(courseId === undefined ? '' : `courseId=${courseId}`),
  );
  if (!outcome.ok) throw new globalThis.Error(`no course ${courseId}`);
  return outcome.value;
};
const sample = detailsOf();

/** Waits for the course, its player (with the video's length) and its pictures. */
const loaded = async (canvasElement: HTMLElement, title = sample.title) => {
  const c = within(canvasElement);
  await c.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  await c.findByRole('button', { name: /^(Play|تشغيل|播放)$/ }, { timeout: 10_000 });
  await waitFor(
    () => expect(canvasElement.querySelector('[data-video-time]')).toHaveTextContent('0:00 / 0:06'),
    { timeout: 10_000 },
  );
  // The player's bar fades in once the video is known to be paused: wait for the end of the fade.
  await waitFor(
    () =>
      expect(getComputedStyle(canvasElement.querySelector('media-control-bar')!).opacity).toBe('1'),
    { timeout: 5_000 },
  );
};
const section = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-section="${id}"]`) as HTMLElement;

/**
 * The sample course: video, about, by the numbers, the description with its hostile markup made
 * inert, the instructor, and the sections (the first open) with their "done/topics" status.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByText(sentence(`By ${sample.instructor}`))).toBeVisible();
    await expect(c.getByRole('region', { name: `Video player: ${sample.title}` })).toBeVisible();
    await expect(c.getByRole('switch', { name: 'Captions' })).toBeVisible();
    await expect(canvasElement.querySelector('video track')).toHaveAttribute('label', 'English');
    await expect(c.getByText(sample.about)).toBeVisible();
    const numbers = c.getByRole('region', { name: 'By the numbers' });
    await expect(numbers).toHaveTextContent(
      `Students:${sample.totalStudents.toLocaleString('en')}`,
    );
    await expect(numbers).toHaveTextContent(`Lectures:${sample.totalLectures}`);
    await expect(numbers).toHaveTextContent('Captions:Yes');
    await expect(numbers).toHaveTextContent(`Skill level:${sample.skillLevel}`);
    await expect(numbers).toHaveTextContent(`Language:${sample.language}`);
    // The sample describes the first course: its length, lectures and progress are that course's.
    const described = db.courses.find((x) => x.courseTitle === sample.title)!;
    await expect(numbers).toHaveTextContent(`Lectures:${described.totalTasks}`);
    await expect(numbers).toHaveTextContent(
      `Video length:${formatLength(minutesOf(described.time)!, 'en')}`,
    );
    await expect(
      c.getByText(`Lectures done: ${described.completedTasks} of ${described.totalTasks}`),
    ).toBeVisible();
    await expect(c.getByText(sample.instructorPosition)).toBeVisible();
    // Sections: each header says how many topics are done.
    for (const s of sample.content) {
      const [done, total] = s.status.split('/');
      await expect(within(section(canvasElement, s.id)).getByRole('button')).toHaveAccessibleName(
        new RegExp(`${s.title}.*Topics done: ${done} of ${total}`),
      );
    }
    const first = sample.content[0];
    await expect(within(section(canvasElement, first.id)).getByRole('button')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const topic of first.topics)
      await expect(within(section(canvasElement, first.id)).getByText(topic.title)).toBeVisible();
    await expect(
      section(canvasElement, first.id).querySelectorAll('[data-topic-done="true"]'),
    ).toHaveLength(first.topics.filter((t) => t.isCompleted).length);
  },
};

/**
 * The description is the author's HTML: its paragraphs show, its image's onerror is gone and never
 * runs.
 */
export const DescriptionIsSanitised: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const alerts: unknown[] = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void alerts.push(message);
    try {
      const c = within(canvasElement);
      await loaded(canvasElement);
      await expect(sample.description).toContain('onerror');
      const description = canvasElement.querySelector('[data-course-description]')!;
      await expect(
        within(description as HTMLElement).getByText(/lockout-tagout, arc-flash boundaries/),
      ).toBeVisible();
      await expect(description.querySelectorAll('p')).toHaveLength(2);
      await expect(description.querySelector('[onerror], script')).toBeNull();
      // The hostile picture stays inert (no handler) and, undescribed, is marked decorative.
      for (const img of description.querySelectorAll('img'))
        await expect(img).toHaveAttribute('alt', '');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(alerts).toEqual([]);
      await expect(c.queryByText(/xss-course/)).not.toBeInTheDocument();
    } finally {
      window.alert = original;
    }
  },
};

/** Sections open and close from the keyboard; a closed one hides its topics. */
export const OpenSections: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const second = sample.content[1];
    const trigger = within(section(canvasElement, second.id)).getByRole('button');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    for (const topic of second.topics)
      await expect(within(section(canvasElement, second.id)).getByText(topic.title)).toBeVisible();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(
      within(section(canvasElement, second.id)).queryByText(second.topics[0].title),
    ).not.toBeInTheDocument();
  },
};

/**
 * One course of the list (Continue's link): its title, tutor, syllabus and progress, counted as
 * its card counts them (a topic a task).
 */
export const OneCourse: Story = {
  args: { courseId: 2 },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const course = db.courses[1];
    const details = detailsOf(2);
    const c = within(canvasElement);
    await loaded(canvasElement, course.courseTitle);
    await expect(c.getByText(sentence(`By ${course.user}`))).toBeVisible();
    await expect(
      c.getByText(`Lectures done: ${course.completedTasks} of ${course.totalTasks}`),
    ).toBeVisible();
    await expect(c.getByRole('region', { name: 'By the numbers' })).toHaveTextContent(
      `Lectures:${course.totalTasks}`,
    );
    await expect(
      c.getByRole('heading', { name: new RegExp(details.content[0].title) }),
    ).toBeVisible();
  },
};

/** An id no course has: said plainly, with the way back. */
export const NotFound: Story = {
  args: { courseId: 999 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: 'Course not found' }, { timeout: 10_000 });
    const back = c.getByRole('link', { name: 'Back to my courses' });
    await expect(back).toHaveAttribute('href', '/apps/academy/my-course');
    await userEvent.click(back);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-location]')).toHaveAttribute(
        'data-location',
        '/apps/academy/my-course',
      ),
    );
  },
};

/** A course with no video and no sections yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/academy/course-details', () =>
          HttpResponse.json({ ...sample, video: undefined, content: [], totalLectures: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: sample.title }, { timeout: 10_000 });
    await expect(c.getByText('This course has no video.')).toBeVisible();
    await expect(c.getByText('Lectures done: 0 of 0')).toBeVisible();
  },
};

/** While the course loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/academy/course-details', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.ee\\:animate-pulse').length).toBeGreaterThan(4),
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Loading…',
    );
  },
};

/** The call fails: an error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/academy/course-details', () =>
          HttpResponse.json({ message: 'The academy is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The academy is unavailable', undefined, { timeout: 15_000 });
    await expect(
      c.getByRole('heading', { level: 1, name: 'The course could not be loaded' }),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic, right to left: the player's labels and the figures in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByRole('region', { name: 'بالأرقام' })).toHaveTextContent(
      'الترجمة المرئية:نعم',
    );
    await expect(c.getByRole('button', { name: 'كتم الصوت' })).toBeVisible();
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: '课程内容' })).toBeVisible();
  },
};
