import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes, useParams } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { getHelpArticle } from '@/api/mock/queries/pages';
import { HelpArticleScreen } from '@/screens/pages/help-center/help-article-screen';

import { LocationDisplay } from '../../support/location-display';
import { expectLocation } from '../../support/with-location';

/** The article page as the app routes it: following a related article changes the params. */
function ArticleRoute() {
  const { category = '', article = '' } = useParams();
  return <HelpArticleScreen category={category} article={article} />;
}

const meta = {
  title: 'Screens/Pages/Help article',
  component: HelpArticleScreen,
  args: { category: 'getting-started', article: 'find-anything-from-the-keyboard' },
  parameters: {
    layout: 'fullscreen',
    route: '/pages/help-center/article/getting-started/find-anything-from-the-keyboard',
  },
  render: () => (
    <>
      <Routes>
        <Route path="/pages/help-center/article/:category/:article" element={<ArticleRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <div className="ee:sr-only">
        <LocationDisplay />
      </div>
    </>
  ),
} satisfies Meta<typeof HelpArticleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement, title = 'How do I find a page or a device quickly?') =>
  within(canvasElement).findByRole('heading', { name: title, level: 1 });
const alerts = fn();

/**
 * The article: title, last updated in the reader's language, where it sits, related articles.
 * Its HTML holds a script, an image with onerror and a javascript: link: all inert.
 */
export const Loaded: Story = {
  beforeEach: () => {
    const original = window.alert;
    alerts.mockClear();
    window.alert = alerts;
    return () => {
      window.alert = original;
    };
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByText(/^Last updated/)).toHaveTextContent('Last updated May 15, 2026');
    const nav = within(c.getByRole('navigation', { name: 'Where this article is' }));
    await expect(nav.getByRole('link', { name: 'Help center' })).toHaveAttribute(
      'href',
      '/pages/help-center',
    );
    await expect(nav.getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
      'href',
      '/pages/help-center#category-getting-started',
    );
    await expect(c.getByText(/pages, devices by number or name/)).toBeVisible();
    const article = canvasElement.querySelector('article')!;
    await expect(article.querySelector('script')).toBeNull();
    await expect(article.querySelector('[onerror]')).toBeNull();
    for (const link of article.querySelectorAll('a'))
      await expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(alerts).not.toHaveBeenCalled();
    await expect(c.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(
      c.getByRole('link', { name: 'First steps with the equipment register' }),
    ).toHaveAttribute('href', '/pages/help-center/article/getting-started/first-steps');
    await expect(c.getByText('2 of 3 readers found this helpful')).toBeVisible();
  },
};

/**
 * "Yes": the vote is recorded through the API, the button stays pressed, a thank-you and the new
 * count show; "No" changes the answer.
 */
export const VoteHelpful: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const yes = c.getByRole('button', { name: 'Yes' });
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(yes);
    await expect(await c.findByText('Thank you for your feedback: glad it helped.')).toBeVisible();
    await waitFor(() =>
      expect(c.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(c.getByText('3 of 4 readers found this helpful')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'No' }));
    await expect(
      await c.findByText('Thank you for your feedback: your answer is counted.'),
    ).toBeVisible();
    await expect(c.getByText('2 of 4 readers found this helpful')).toBeVisible();
    await expect(c.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The vote after it was saved: the reader's own answer comes back with the article (the API
 * remembers it).
 */
export const AlreadyVoted: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/help-center/article', ({ request }) => {
          const outcome = getHelpArticle(
            createMockDb({ now: '2026-06-15T09:00:00.000Z' }),
            new URL(request.url).searchParams,
          );
          return outcome.ok
            ? HttpResponse.json({
                ...outcome.value,
                feedback: { helpful: 3, notHelpful: 1, mine: true },
              })
            : HttpResponse.json({}, { status: 404 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('Thank you for your feedback: glad it helped.')).toBeVisible();
  },
};

/**
 * The vote cannot be stored (507): the reason shows, nothing is marked as answered, and it can be
 * tried again.
 */
export const VoteNotSaved: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.post('*/api/pages/help-center/article/feedback', () =>
          HttpResponse.json(
            { message: "Could not save: the browser's storage is full", key: 'storageFull' },
            { status: 507 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Yes' }));
    await expect(await c.findByRole('alert')).toHaveTextContent(
      "Your answer could not be saved: Could not save: the browser's storage is full",
    );
    await expect(c.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByRole('button', { name: 'Yes' })).toBeEnabled();
    await expect(c.queryByText(/Thank you/)).not.toBeInTheDocument();
  },
};

/** A related article opens in place: new title, new address, its own vote. */
export const OpenRelated: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Yes' }));
    await c.findByText('Thank you for your feedback: glad it helped.');
    await userEvent.click(c.getByRole('link', { name: 'First steps with the equipment register' }));
    await loaded(canvasElement, 'First steps with the equipment register');
    await expectLocation(canvasElement, '/pages/help-center/article/getting-started/first-steps');
    await expect(c.queryByText(/Thank you/)).not.toBeInTheDocument();
    await expect(c.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** An address that names no article: a not-found state leading back to the help center. */
export const NotFound: Story = {
  parameters: { route: '/pages/help-center/article/getting-started/no-such-article' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'Article not found' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute(
      'href',
      '/pages/help-center',
    );
  },
};

/** While the article loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/pages/help-center/article', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Help center' })).toBeVisible();
  },
};

/** The call fails (not a 404): the error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/help-center/article', () =>
          HttpResponse.json({ message: 'Articles are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Articles are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('heading', { name: 'The article could not be loaded' })).toBeVisible();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Arabic: the English article keeps its own direction inside the right-to-left page. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};
