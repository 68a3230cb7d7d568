import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlugConnectedX, IconPlus } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  decorators: [(Story) => <Card style={{ maxWidth: 560 }}>{Story()}</Card>],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

const onAdd = fn();

/** Default icon and the `common.states.empty` title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Nothing here yet' }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    icon: <IconPlugConnectedX aria-hidden size={28} />,
    title: 'No devices yet',
    description: 'Add the first device of this site to start tracking its inspections.',
    action: (
      <Button startIcon={<IconPlus aria-hidden size={18} />} onClick={onAdd}>
        Add device
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add device' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const NoIcon: Story = {
  args: {
    icon: null,
    title: 'No results',
    description: 'Try another search or clear the filters.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: WithAction.args };

export const Rtl: Story = { globals: { locale: 'ar' }, args: { description: 'أضف أول جهاز.' } };
