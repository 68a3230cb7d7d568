import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import {
  HelpCenterScreen,
  type HelpCenterScreenProps,
} from '@/screens/pages/help-center/help-center-screen';

import { expectLocation, withLocation } from '../../support/with-location';

const meta = {
  title: 'Screens/Pages/Help center',
  component: HelpCenterScreen,
  parameters: { layout: 'fullscreen', route: '/pages/help-center' },
  decorators: [withLocation<HelpCenterScreenProps>()],
} satisfies Meta<typeof HelpCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'Popular articles' });
const category = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement)
    .getByRole('heading', { name: title, level: 3 })
    .closest('[id^="category-"]') as HTMLElement;

/** Popular articles, the knowledge base by category, keep learning, and the way to the FAQ. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByRole('link', { name: 'Read more: Getting Started' })).toHaveAttribute(
      'href',
      '/pages/help-center/article/getting-started/find-anything-from-the-keyboard',
    );
    await expect(c.getByRole('heading', { name: 'Knowledge base' })).toBeVisible();
    await expect(c.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Getting Started',
        'Devices',
        'Inspections & Maintenance',
        'Invoices',
        'Users & Roles',
        'Account & Security',
        'Register Equipment',
      ]),
    );
    await expect(c.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute(
      'href',
      '/pages/faq',
    );
  },
};

/**
 * A category lists three articles; "See all 4 articles" lists the rest, "Show fewer" folds them
 * again.
 */
export const SeeAllOfACategory: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const devices = within(category(canvasElement, 'Devices'));
    await expect(devices.getAllByRole('link')).toHaveLength(3);
    await userEvent.click(devices.getByRole('button', { name: 'See all 4 articles' }));
    await expect(devices.getAllByRole('link')).toHaveLength(4);
    await expect(devices.getByRole('link', { name: 'How do I label a device?' })).toHaveAttribute(
      'href',
      '/pages/help-center/article/devices/how-do-i-label-a-device',
    );
    await userEvent.click(devices.getByRole('button', { name: 'Show fewer' }));
    await expect(devices.getAllByRole('link')).toHaveLength(3);
  },
};

/** Finding an article by its category: the category's link opens the article's address. */
export const OpenArticleOfACategory: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(
      within(category(canvasElement, 'Devices')).getByRole('link', {
        name: 'How do I register a device?',
      }),
    );
    await expectLocation(
      canvasElement,
      '/pages/help-center/article/devices/how-do-i-register-a-device',
    );
  },
};

/**
 * The search lists the articles whose title (or category) has every word typed; it is in the URL.
 */
export const Search: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search the articles' }), 'device');
    await c.findByRole('heading', { name: 'Articles for “device”' });
    await expect(c.getByText('Articles found: 5')).toBeVisible();
    await expect(
      c.getByRole('link', { name: /How do I move a device to another location\?/ }),
    ).toHaveAttribute(
      'href',
      '/pages/help-center/article/devices/how-do-i-move-a-device-to-another-location',
    );
    await expect(c.queryByRole('heading', { name: 'Popular articles' })).not.toBeInTheDocument();
    await expectLocation(canvasElement, '/pages/help-center?q=device');
  },
};

/** A search from the link (`?q=password`). */
export const SearchFromUrl: Story = {
  parameters: { route: '/pages/help-center?q=password' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Articles for “password”' });
    await expect(
      c.getByRole('link', { name: /How do I change a user’s password\?/ }),
    ).toBeVisible();
  },
};

/** No article matches: the empty state names the search; "Show all articles" clears it. */
export const NoMatch: Story = {
  parameters: { route: '/pages/help-center?q=flux%20capacitor' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByRole('heading', { name: 'No article matches “flux capacitor”' }),
    ).toBeVisible();
  },
};

/** "Show all articles" leaves the search. */
export const ClearSearch: Story = {
  parameters: { visual: false, route: '/pages/help-center?q=zzzz' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Show all articles' }));
    await loaded(canvasElement);
    await expectLocation(canvasElement, '/pages/help-center');
  },
};

/** No articles at all. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/help-center', () =>
          HttpResponse.json({ popularArticles: [], keepLearning: [], allArticles: [] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No articles yet' }),
    ).toBeVisible();
  },
};

/** While the help center loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/pages/help-center', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the help center')).toBeInTheDocument();
  },
};

/** The call fails: the error with a retry. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/help-center', () =>
          HttpResponse.json({ message: 'The help center is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The help center is unavailable', undefined, { timeout: 10_000 });
    await waitFor(() => expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled());
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('heading', { name: 'Getting Started', level: 3 });
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('heading', { name: 'Getting Started', level: 3 });
  },
};
