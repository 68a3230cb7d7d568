import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { WorkOrderBoardScreen } from '@/screens/work-orders/board/work-order-board-screen';

import { ADMIN, signedInAs } from './sessions';

const meta = {
  title: 'Screens/Work orders/Board',
  component: WorkOrderBoardScreen,
  parameters: { layout: 'fullscreen', route: '/work-orders/board', toasts: true },
  decorators: [signedInAs(ADMIN)],
} satisfies Meta<typeof WorkOrderBoardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, status: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-column="${status}"]`)!;

/**
 * A step the API refuses (starting an order nobody is assigned to: 409 assigneeRequired) leaves
 * the card in its column and says why; the menu offers only the steps nextSteps allows.
 */
export const RefusedMoveKeepsTheCard: Story = {
  parameters: { visual: false, route: '/work-orders/board?assigneeId=0' },
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
