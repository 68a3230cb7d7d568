import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FaqScreen, type FaqScreenProps } from '@/screens/pages/faq/faq-screen';

import { expectLocation, withLocation } from '../../support/with-location';

const meta = {
  title: 'Screens/Pages/FAQ',
  component: FaqScreen,
  parameters: { layout: 'fullscreen', route: '/pages/faq' },
  decorators: [withLocation<FaqScreenProps>()],
} satisfies Meta<typeof FaqScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const groups = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('tablist', { name: 'Question categories' });
const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tab', { name: 'Payment', selected: true });

/** Five groups as tabs, the first open with its first answer shown; the support card below. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(
      within(groups(canvasElement))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Payment', 'Delivery', 'Cancellation & Return', 'My Orders', 'Product & Services']);
    await expect(c.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible();
    await expect(
      c.getByRole('button', { name: 'When is payment taken for my order?', expanded: true }),
    ).toBeVisible();
    await expect(c.getByText(/Payment is taken during the checkout process/)).toBeVisible();
    await expect(c.getByRole('link', { name: /help@help\.com/ })).toHaveAttribute(
      'href',
      'mailto:help@help.com',
    );
    await expect(c.getByRole('link', { name: /\+1 \(810\)/ })).toHaveAttribute(
      'href',
      'tel:+181025482568',
    );
  },
};

/**
 * The acceptance: "cancel" finds the cancellation question, whose answer says 72 hours before
 * delivery; the search is in the URL.
 */
export const SearchCancel: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search the questions' }), 'cancel');
    await c.findByRole('tab', { name: 'Cancellation & Return', selected: true });
    await waitFor(() => expect(within(groups(canvasElement)).getAllByRole('tab')).toHaveLength(1));
    await expect(
      c.getByRole('button', { name: 'Can I cancel my order?', expanded: true }),
    ).toBeVisible();
    await expect(
      c.getByText(/Scheduled delivery orders can be cancelled 72 hours before the delivery date/),
    ).toBeVisible();
    await expectLocation(canvasElement, '/pages/faq?q=cancel');
  },
};

/**
 * A search that comes with the link (`?q=delivery`): only questions about delivery, in every group
 * that has one.
 */
export const SearchFromUrl: Story = {
  parameters: { route: '/pages/faq?q=delivery' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('tab', { name: 'Delivery', selected: true });
    await expect(c.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue(
      'delivery',
    );
    const questions = c
      .getAllByRole('button', { expanded: false })
      .concat(c.getAllByRole('button', { expanded: true }))
      .filter((b) => b.closest('h3'));
    for (const q of questions) await expect(q.textContent?.toLowerCase()).toContain('delivery');
    await expect(c.queryByRole('tab', { name: 'Payment' })).not.toBeInTheDocument();
  },
};

/** Another group, another question: the answers open and close. */
export const SwitchGroupAndOpen: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Delivery' }));
    await c.findByRole('heading', { name: 'Delivery', level: 2 });
    const cost = c.getByRole('button', { name: 'What is the delivery cost of my order?' });
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(cost);
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(
      c.getByText(
        'Scheduled delivery costs $69 or $99 depending on the size of the items. Parcel delivery is free.',
      ),
    ).toBeVisible();
    await userEvent.click(
      c.getByRole('button', { name: 'What to do if my product arrives damaged?' }),
    );
    await expect(c.getByText(/within 48 hours of delivery/)).toBeVisible();
    await expect(cost).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(c.getByRole('tab', { name: 'Cancellation & Return' }));
    await userEvent.click(await c.findByRole('button', { name: 'Can I return my product?' }));
    await expect(await c.findByText(/return a product within 15 days of delivery/)).toBeVisible();
  },
};

/** Nothing matches: an empty state names the search; clearing it brings every group back. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(
      c.getByRole('searchbox', { name: 'Search the questions' }),
      'transformer warranty <b>x</b>',
    );
    await expect(
      await c.findByRole('heading', {
        name: 'No question matches “transformer warranty <b>x</b>”',
      }),
    ).toBeVisible();
    await expect(c.queryByRole('tablist')).not.toBeInTheDocument();
    await expectLocation(canvasElement, /\?q=transformer/);
  },
};

/** Clear search brings back every group. */
export const ClearSearch: Story = {
  parameters: { visual: false, route: '/pages/faq?q=zzzz' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'No question matches “zzzz”' });
    await userEvent.click(c.getByRole('button', { name: 'Show all questions' }));
    await loaded(canvasElement);
    await expect(c.getByRole('searchbox', { name: 'Search the questions' })).toHaveValue('');
    await expectLocation(canvasElement, '/pages/faq');
  },
};

/** No questions at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/api/pages/faq', () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No questions yet' }),
    ).toBeVisible();
  },
};

/** While the questions load: the search is there, the groups are placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/pages/faq', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('searchbox', { name: 'Search the questions' })).toBeVisible();
    await expect(c.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

/** While true, the FAQ call fails (the client retries a 500 twice before it shows the error). */
let faqDown = true;

/** The call fails: an error with a retry; once the API is back, the retry loads the questions. */
export const Error: Story = {
  beforeEach: () => {
    faqDown = true;
  },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/faq', () =>
          faqDown
            ? HttpResponse.json({ message: 'The FAQ is unavailable' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The FAQ is unavailable', undefined, { timeout: 10_000 });
    await expect(
      c.getByRole('heading', { name: 'The questions could not be loaded' }),
    ).toBeVisible();
  },
};

/** The retry of the error state loads the questions once the API answers again. */
export const ErrorThenRetry: Story = {
  ...Error,
  parameters: { ...Error.parameters, visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('The FAQ is unavailable', undefined, { timeout: 10_000 });
    faqDown = false;
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await loaded(canvasElement);
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

/** Arabic, right to left: the group tabs on the right, the chevrons pointing left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tab', { name: 'Payment', selected: true });
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('tab', { name: 'Payment', selected: true });
  },
};
