import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { LoadingBar } from '@/components/feedback/loading-bar';
import { Button } from '@/components/ui/button';

const meta = {
  title: 'Components/Feedback/LoadingBar',
  component: LoadingBar,
  args: { loading: true, position: 'absolute' },
  decorators: [
    (Story) => (
      <div
        style={{
          position: 'relative',
          height: 80,
          overflow: 'hidden',
          borderRadius: 6,
          background: 'var(--ee-surface)',
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A known value: pixels are stable. */
export const Value: Story = {
  args: { value: 45 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

/** Creeps while loading; when loading ends it fills and disappears. */
export const Toggle: Story = {
  parameters: { visual: false },
  render: (args) => {
    function Demo() {
      const [loading, setLoading] = useState(false);
      return (
        <div style={{ padding: 20 }}>
          <LoadingBar {...args} loading={loading} />
          <Button onClick={() => setLoading((l) => !l)}>{loading ? 'Finish' : 'Start'}</Button>
        </div>
      );
    }
    return <Demo />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    const bar = canvas.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    const fill = bar.firstElementChild as HTMLElement;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // Reduced motion: no creeping, a still and full bar.
      await expect(fill.style.width).toBe('100%');
    } else {
      const first = parseFloat(fill.style.width);
      await waitFor(() => expect(parseFloat(fill.style.width)).toBeGreaterThan(first));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(fill.style.width).toBe('100%');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { value: 70 } };
