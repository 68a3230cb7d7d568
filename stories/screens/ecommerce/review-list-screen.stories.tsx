import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { respond } from '@/api/mock/handlers/respond';
import { deleteReview, listReviews } from '@/api/mock/queries/ecommerce';
import { ReviewListScreen } from '@/screens/ecommerce/review-list-screen';
import { reviewFigures } from '@/screens/ecommerce/review-stats';

/** Where the screen has put its list state: the URL a reload or a shared link would keep. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

const meta = {
  title: 'Screens/E-commerce/Reviews',
  component: ReviewListScreen,
  parameters: { layout: 'fullscreen', route: '/apps/ecommerce/reviews' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj;

/**
 * The stories' sample data (the same seed and day as the stories' simulation), to say what each
 * view must hold.
 */
const NOW = '2026-06-15T09:00:00.000Z';
const db = createMockDb({ now: NOW });
const query = (q: string) => listReviews(db, new URLSearchParams(`itemsPerPage=10&${q}`));
const figures = reviewFigures(
  listReviews(db, new URLSearchParams('itemsPerPage=-1')).reviews,
  Date.parse(NOW),
);

const location = (canvasElement: HTMLElement) =>
  new URL(
    canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location')!,
    'http://x',
  );
const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table');
/** The reviewer of each row (their "Actions for…" button names them). */
const reviewers = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .queryAllByRole('button', { name: /^Actions for the review of / })
    .map((b) =>
      b
        .getAttribute('aria-label')!
        .replace('Actions for the review of ', '')
        .replace(/[\u2066-\u2069]/g, ''),
    );
/** The row menu's name: the reviewer's name isolated (FSI…PDI) as the screen writes it. */
const actionsFor = (name: string) => `Actions for the review of \u2068${name}\u2069`;
/** Waits for the rows, the figures and the weekly chart. */
/** Waits for the rows only (interaction stories take no picture). */
const rowsIn = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findAllByText(query('').reviews[0].product, undefined, {
    timeout: 10_000,
  });
};
const loaded = async (canvasElement: HTMLElement, first = query('').reviews[0].product) => {
  await within(canvasElement).findAllByText(first, undefined, { timeout: 10_000 });
  // The weekly chart comes in its own chunk: on a busy machine the first import takes a while.
  await waitFor(
    () =>
      expect(canvasElement.querySelector('[data-summary="weekly"] [role="img"]')).not.toBeNull(),
    { timeout: 20_000 },
  );
};

/**
 * Average rating, how ratings spread and the first ten reviews with their stars and status. No
 * picture: the first story of a cold run waits long for the chart's chunk; the pictures of the
 * loaded screen are those of a shared link's filter, dark and Arabic.
 */
export const Loaded: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await rowsIn(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-summary="ratings"]')).toHaveTextContent(
        `Reviews: ${figures.count}`,
      ),
    );
    await expect(reviewers(canvasElement)).toEqual(query('').reviews.map((r) => r.reviewer));
    const ratings = canvasElement.querySelector('[data-summary="ratings"]')!;
    await expect(ratings).toHaveTextContent(`Reviews: ${figures.count}`);
    const average = figures.average.toLocaleString('en', { maximumFractionDigits: 1 });
    await expect(ratings).toHaveTextContent(`${average}out of 5`);
    // The stars are named with the average the text gives, not the half star they are drawn to.
    await expect(within(ratings as HTMLElement).getByRole('img')).toHaveAccessibleName(
      `${average} out of 5`,
    );
    const bars = within(c.getByRole('list', { name: 'Reviews by rating' })).getAllByRole(
      'progressbar',
    );
    await expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(
      figures.byStars.map(
        (s) => `Reviews of ${s.stars} ${s.stars === 1 ? 'star' : 'stars'}: ${s.count}`,
      ),
    );
    const first = query('').reviews[0];
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent(first.head);
  },
};

/**
 * `?status=Pending` from a shared link: only the reviews waiting for approval, the filter shown as
 * a chip.
 */
export const PendingFromTheUrl: Story = {
  parameters: { route: '/apps/ecommerce/reviews?status=Pending' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, query('status=Pending').reviews[0].product);
    await expect(reviewers(canvasElement)).toEqual(
      query('status=Pending').reviews.map((r) => r.reviewer),
    );
    for (const row of within(table(canvasElement)).getAllByRole('row').slice(1))
      await expect(row).toHaveTextContent('Pending');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove filter Status: Pending' }),
    ).toBeVisible();
  },
};

/** Status filter, search over the text, sort by reviewer, then clear all: each step in the URL. */
export const SearchFilterSort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await rowsIn(canvasElement);
    await userEvent.click(c.getByRole('button', { name: /^Status: All/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Published' }));
    await waitFor(() =>
      expect(reviewers(canvasElement)).toEqual(
        query('status=Published').reviews.map((r) => r.reviewer),
      ),
    );
    await expect(location(canvasElement).searchParams.get('status')).toBe('Published');

    // The search reads the product, the reviewer, the e-mail, the head and the text.
    const term = query('status=Published').reviews[0].head.split(' ')[0];
    await userEvent.type(c.getByRole('searchbox', { name: 'Search reviews' }), term);
    await waitFor(() =>
      expect(reviewers(canvasElement)).toEqual(
        query(`status=Published&q=${encodeURIComponent(term)}`).reviews.map((r) => r.reviewer),
      ),
    );

    const header = c.getByRole('columnheader', { name: /Reviewer/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(reviewers(canvasElement)).toEqual(
        query(
          `status=Published&q=${encodeURIComponent(term)}&sortBy=reviewer&orderBy=asc`,
        ).reviews.map((r) => r.reviewer),
      ),
    );

    await userEvent.click(c.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location(canvasElement).searchParams.get('status')).toBeNull());
    await expect(c.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('');
  },
};

/** Delete a review after confirming: it leaves the table and the figures count one fewer. */
export const Delete: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await rowsIn(canvasElement);
    const first = query('').reviews[0];
    await userEvent.click(c.getByRole('button', { name: actionsFor(first.reviewer) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete review?' });
    await expect(dialog).toHaveTextContent(
      `The review of ${first.product} by ${first.reviewer} will be removed.`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reviewers(canvasElement)[0]).toBe(query('').reviews[1].reviewer));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-summary="ratings"]')).toHaveTextContent(
        `Reviews: ${figures.count - 1}`,
      ),
    );
  },
};

/**
 * The review was deleted meanwhile (another tab): the API's 404 shows in the dialog, in the user's
 * words.
 */
export const DeleteAlreadyGone: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.delete('*/api/apps/ecommerce/reviews/:id', ({ params }) =>
          respond(deleteReview({ reviews: [] }, params.id)),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await rowsIn(canvasElement);
    const first = query('').reviews[0];
    await userEvent.click(c.getByRole('button', { name: actionsFor(first.reviewer) }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete review?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Review not found');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Hostile text from the data renders as text. */
export const HostileText: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/reviews', () => {
          const r = query('').reviews[0];
          return HttpResponse.json({
            reviews: [
              { ...r, head: '<img src=x onerror=alert(1)>', para: '<script>alert(1)</script>' },
            ],
            total: 1,
          });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('<img src=x onerror=alert(1)>', undefined, {
      timeout: 10_000,
    });
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(within(canvasElement).getByText('<script>alert(1)</script>')).toBeVisible();
  },
};

/** No reviews at all: the table's empty state and figures of nothing. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/reviews', () =>
          HttpResponse.json({ reviews: [], total: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No reviews found', undefined, { timeout: 10_000 });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-summary="ratings"]')).toHaveTextContent(
        'Reviews: 0',
      ),
    );
  },
};

/** While the reviews load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/ecommerce/reviews', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The list call fails: the table's error state with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/reviews', () =>
          HttpResponse.json({ message: 'Reviews are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Reviews are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // The summary comes from a second call: until it has failed too, its cards show skeletons.
    await waitFor(() => expect(canvasElement.querySelector('[data-summary]')).toBeNull());
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/**
 * Arabic, right to left: stars and the chart mirrored; the bars named with Arabic's plural forms.
 */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const bars = within(
      within(canvasElement).getByRole('list', { name: 'التقييمات حسب الدرجة' }),
    ).getAllByRole('progressbar');
    const names = bars.map((b) => b.getAttribute('aria-label')!);
    // 5, 4, 3 stars: the plural of three to ten; 2: the dual; 1: the singular, no number.
    await expect(names.slice(0, 3).every((name) => /^تقييمات بـ \S+ نجوم: /.test(name))).toBe(true);
    await expect(names[3]).toMatch(/^تقييمات بنجمتين: /);
    await expect(names[4]).toMatch(/^تقييمات بنجمة واحدة: /);
  },
};
