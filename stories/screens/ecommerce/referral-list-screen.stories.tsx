import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { listReferrals } from '@/api/mock/queries/ecommerce';
import { moneyAmount } from '@/api/types/ecommerce';
import {
  ReferralListScreen,
  type ReferralListScreenProps,
} from '@/screens/ecommerce/referral-list-screen';

/** Where the screen has put its list state: the URL a reload or a shared link would keep. */
function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

const LINK = 'https://shop.example.com/?ref=johndoe';

const meta = {
  title: 'Screens/E-commerce/Referrals',
  component: ReferralListScreen,
  args: { shareLink: LINK },
  parameters: { layout: 'fullscreen', route: '/apps/ecommerce/referrals' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
} satisfies Meta<ReferralListScreenProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stories' sample data (the same seed and day as the stories' simulation), to say what each
 * view must hold.
 */
const db = createMockDb({ now: '2026-06-15T09:00:00.000Z' });
const query = (q: string) =>
  listReferrals(db, new URLSearchParams(`itemsPerPage=10&${q}`)).referrals;
const every = listReferrals(db, new URLSearchParams('itemsPerPage=-1')).referrals;
const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const earned = (status: string) =>
  every.filter((r) => r.status === status).reduce((s, r) => s + moneyAmount(r.earning), 0);

const location = (canvasElement: HTMLElement) =>
  new URL(
    canvasElement.ownerDocument.querySelector('[data-location]')!.getAttribute('data-location')!,
    'http://x',
  );
const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);
/** Every row shows the expected referral's e-mail, in order. */
const expectRows = async (canvasElement: HTMLElement, expected: { email: string }[]) => {
  await waitFor(() =>
    expect(
      rows(canvasElement).map((row, i) =>
        row.textContent?.includes(expected[i]?.email ?? '\u0000'),
      ),
    ).toEqual(expected.map(() => true)),
  );
};
const loaded = async (canvasElement: HTMLElement, first = query('')[0].email) => {
  await within(canvasElement).findByText(first, undefined, { timeout: 10_000 });
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-stat="signups"]')).toHaveTextContent(/\d/),
  );
};

/**
 * Earnings paid and unpaid, sign-ups and conversion over every referral; how it works; the
 * invitation; the referred users with status chips.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expectRows(canvasElement, query(''));
    await expect(canvasElement.querySelector('[data-stat="earned"]')).toHaveTextContent(
      usd(earned('Paid')),
    );
    await expect(canvasElement.querySelector('[data-stat="unpaid"]')).toHaveTextContent(
      usd(earned('Unpaid')),
    );
    await expect(canvasElement.querySelector('[data-stat="signups"]')).toHaveTextContent(
      String(every.length),
    );
    await expect(rows(canvasElement)[0]).toHaveTextContent(query('')[0].status);
    await expect(within(canvasElement).getByLabelText('Your referral link')).toHaveValue(LINK);
  },
};

/**
 * Sorting by each of the API's keys the table offers (earnings, value, status, referred id, user),
 * kept in the URL.
 */
export const Sort: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const columns = [
      ['Earnings', 'earning'],
      ['Value', 'value'],
      ['Status', 'status'],
      ['Referred ID', 'referred-id'],
      ['User', 'users'],
    ] as const;
    for (const [name, key] of columns) {
      const header = c.getByRole('columnheader', { name: new RegExp(`^${name}`) });
      await userEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
      await expectRows(canvasElement, query(`sortBy=${key}&orderBy=asc`));
      await expect(location(canvasElement).searchParams.get('sortBy')).toBe(key);
    }
    const header = c.getByRole('columnheader', { name: /^User/ });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await expectRows(canvasElement, query('sortBy=users&orderBy=desc'));
  },
};

/**
 * Invite by e-mail: a malformed address gets the field error and keeps what was typed; an address
 * already referred is refused by the API on the field; a new address is sent and the field empties
 * (and the same address a second time is refused: the invitation was recorded).
 */
export const InviteWithFieldError: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const form = c.getByRole('form', { name: 'Invite your friends' });
    const field = within(form).getByLabelText(/^E-mail address/);
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await expect(await within(form).findByText('Required')).toBeVisible();

    await userEvent.type(field, 'friend@');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await expect(await within(form).findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('friend@');

    await userEvent.clear(field);
    await userEvent.type(field, every[0].email.toUpperCase());
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await expect(
      await within(form).findByText('This address has already been invited'),
    ).toBeVisible();
    await expect(field).toHaveValue(every[0].email.toUpperCase());

    await userEvent.clear(field);
    await userEvent.type(field, 'new.friend@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'new.friend@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await expect(
      await within(form).findByText('This address has already been invited'),
    ).toBeVisible();
  },
};

/** The invitation call fails for another reason: the form says so and keeps the address. */
export const InviteFails: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.post('*/api/apps/ecommerce/referrals/invite', () =>
          HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    const form = c.getByRole('form', { name: 'Invite your friends' });
    const field = within(form).getByLabelText(/^E-mail address/);
    await userEvent.type(field, 'someone@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await expect(await within(form).findByRole('alert')).toBeVisible();
    await expect(field).toHaveValue('someone@example.com');
  },
};

/** Copy link: the link goes to the clipboard. */
export const CopyLink: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const writeText = fn(async (_text: string) => undefined);
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  },
};

/** Without a clipboard (an insecure page) the link is selected, for Ctrl+C. */
export const CopyLinkWithoutClipboard: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy link' }));
      const input = within(canvasElement).getByLabelText('Your referral link') as HTMLInputElement;
      await waitFor(() => expect(input).toHaveFocus());
      await expect(input.selectionEnd! - input.selectionStart!).toBe(LINK.length);
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  },
};

/** Nobody referred yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/referrals', () =>
          HttpResponse.json({ referrals: [], total: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No referrals yet', undefined, { timeout: 10_000 });
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-stat="signups"]')).toHaveTextContent('0'),
    );
  },
};

/** While the referrals load. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/ecommerce/referrals', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The list call fails: the table's error state with a retry; the invitation still works. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/ecommerce/referrals', () =>
          HttpResponse.json({ message: 'Referrals are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Referrals are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Send' })).toBeEnabled();
    // The figures come from a second call: until it has failed too, its cards show skeletons above
    // the table (156 px taller; a busy CI once took the picture then).
    await waitFor(() => expect(canvasElement.querySelector('[data-stat]')).toBeNull());
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => loaded(canvasElement),
};
