import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LIVE_INDICATOR_STATES, LiveIndicator } from '@/components/ui/live-indicator';

const meta = {
  title: 'Components/UI/LiveIndicator',
  component: LiveIndicator,
  args: { state: 'live' },
  argTypes: { state: { control: 'inline-radio', options: [...LIVE_INDICATOR_STATES] } },
} satisfies Meta<typeof LiveIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const AllStates = () => (
  <div className="ee:flex ee:flex-wrap ee:gap-3">
    {LIVE_INDICATOR_STATES.map((state) => (
      <LiveIndicator key={state} state={state} />
    ))}
  </div>
);

/** Live (pulsing dot), paused, connecting, reconnecting and disconnected, each a status region. */
export const States: Story = {
  render: AllStates,
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('status');
    await expect(regions.map((r) => r.textContent)).toEqual([
      'Connecting…',
      'Live',
      'Paused',
      'Reconnecting…',
      'Disconnected',
    ]);
    await expect(regions.map((r) => r.dataset.state)).toEqual([...LIVE_INDICATOR_STATES]);
  },
};

/** One state, as a screen reader hears it. */
export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

export const Dark: Story = {
  render: AllStates,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(
      LIVE_INDICATOR_STATES.length,
    );
  },
};

/** Arabic, right to left: the dot leads on the right. */
export const Arabic: Story = {
  render: AllStates,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('مباشر')).toBeVisible();
    await expect(within(canvasElement).getByText('غير متصل')).toBeVisible();
  },
};

export const Chinese: Story = {
  render: AllStates,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('实时')).toBeVisible();
  },
};
