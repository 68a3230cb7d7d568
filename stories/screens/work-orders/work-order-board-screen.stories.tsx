import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { WorkOrderBoardScreen } from '@/screens/work-orders/board/work-order-board-screen';

import { ADMIN, signedInAs, TECHNICIAN } from './sessions';

const meta = {
  title: 'Screens/Work orders/Board',
  component: WorkOrderBoardScreen,
  parameters: { layout: 'fullscreen', route: '/work-orders/board' },
  decorators: [signedInAs(ADMIN)],
} satisfies Meta<typeof WorkOrderBoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, status: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-column="${status}"]`)!;
const cards = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-card]'));
const loaded = (canvasElement: HTMLElement) =>
  waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
const PHONE = { viewport: { value: 'phone', isRotated: false } } as const;

/** The admin's board: a column per state but cancelled, each card in its state's column. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(column(canvasElement, 'cancelled')).toBeNull();
    for (const status of ['requested', 'open', 'in_progress', 'on_hold', 'done'])
      await expect(column(canvasElement, status)).not.toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Board' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * The technician's board: every order shows, but only the technician's own (Li Wei's) can be
 * dragged or moved from the menu.
 */
export const Technician: Story = {
  decorators: [signedInAs(TECHNICIAN)],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const others = cards(canvasElement).filter((c) => !c.textContent?.includes('Li Wei'));
    await expect(others.length).toBeGreaterThan(0);
    for (const card of others) {
      await expect(card).not.toHaveAttribute('draggable', 'true');
      await expect(within(card).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    }
  },
};

export const Empty: Story = {
  parameters: { route: '/work-orders/board?q=nothing-matches-this' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(column(canvasElement, 'open')).getByText('Nothing here')).toBeVisible(),
    );
    await expect(cards(canvasElement)).toEqual([]);
  },
};

export const Loading: Story = {
  parameters: {
    visual: false,
    msw: { handlers: [http.get('*/api/work-orders', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy]')).not.toBeNull();
    await expect(cards(canvasElement)).toEqual([]);
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

/** A phone scrolls the columns inside the board, never the page sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'لوحة أوامر العمل', level: 1 }),
    ).toBeVisible();
  },
};

/**
 * A step the API refuses (starting an order nobody is assigned to: 409 assigneeRequired) leaves
 * the card in its column and says why; the menu offers only the steps nextSteps allows.
 */
export const RefusedMoveKeepsTheCard: Story = {
  parameters: { visual: false, toasts: true, route: '/work-orders/board?assigneeId=0' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(column(canvasElement, 'open').querySelectorAll('[data-card]').length).toBeGreaterThan(
        0,
      ),
    );
    const card = column(canvasElement, 'open').querySelector<HTMLElement>('[data-card]')!;
    const number = card.dataset.card!;
    await userEvent.click(within(card).getByRole('button', { name: `Actions for ${number}` }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    await expect(items.sort()).toEqual(['Cancelled', 'In progress']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'In progress' }));
    await expect(await screen.findByText(new RegExp(`${number} stays where it was`))).toBeVisible();
    await expect(
      column(canvasElement, 'open').querySelector(`[data-card="${number}"]`),
    ).not.toBeNull();
    await expect(
      column(canvasElement, 'in_progress').querySelector(`[data-card="${number}"]`),
    ).toBeNull();
  },
};
