import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { PlanFormDrawer } from '@/screens/plans/form/plan-form-drawer';

import { ADMIN, signedInAs } from './sessions';

/** The plan drawer: its fields, the live preview of the next five due dates, its field errors. */
const meta = {
  title: 'Screens/Maintenance plans/Form',
  component: PlanFormDrawer,
  parameters: { layout: 'fullscreen', route: '/maintenance-plans' },
  decorators: [signedInAs(ADMIN)],
  args: { open: true, onOpenChange: () => {} },
} satisfies Meta<typeof PlanFormDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => screen.findByRole('dialog', { name: 'New maintenance plan' });
const previewDates = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-plan-preview] [data-due-date]')].map((li) =>
    li.getAttribute('data-due-date'),
  );

/**
 * A new plan on a device: monthly after completion from today (the stories' clock, 2026-06-15);
 * the preview follows the interval as it is typed.
 */
export const WithPreview: Story = {
  args: { deviceNumber: '24DC10003' },
  play: async () => {
    const d = await drawer();
    await waitFor(() =>
      expect(previewDates(d)).toEqual([
        '2026-06-15',
        '2026-07-15',
        '2026-08-15',
        '2026-09-15',
        '2026-10-15',
      ]),
    );
    const every = within(d).getByRole('spinbutton', { name: /^Every/ });
    await userEvent.clear(every);
    await userEvent.type(every, '2');
    await waitFor(() =>
      expect(previewDates(d)).toEqual([
        '2026-06-15',
        '2026-08-15',
        '2026-10-15',
        '2026-12-15',
        '2027-02-15',
      ]),
    );
  },
};

/**
 * Saving a blank plan: the contract's rules, in the user's language, on the fields (a name, a
 * scope); what was typed stays.
 */
export const FieldErrors: Story = {
  play: async () => {
    const d = await drawer();
    await userEvent.type(within(d).getByLabelText(/^Estimated hours/), '3');
    await userEvent.click(within(d).getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(within(d).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(within(d).getByLabelText(/^Estimated hours/)).toHaveValue(3);
  },
};

/** The same drawer in Arabic (right to left). */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { deviceNumber: '24DC10003' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: 'خطة صيانة جديدة' });
    await waitFor(() => expect(previewDates(d)).toHaveLength(5));
  },
};
