import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ThemeSwitcher } from '@/components/layout/theme-switcher';
import type { Theme } from '@/settings/settings';

import { looks } from '../../support/looks';
import { PortalFrame } from '../../support/portal-frame';

function Harness() {
  const [value, setValue] = useState<Theme>('light');
  return (
    <PortalFrame height={220}>
      {(container) => (
        <div className="ee:flex ee:items-center ee:justify-end ee:gap-3 ee:rounded-ee ee:bg-surface ee:p-2 ee:shadow-soft">
          <ThemeSwitcher value={value} onChange={setValue} container={container} />
        </div>
      )}
    </PortalFrame>
  );
}

const meta = { title: 'Layout/ThemeSwitcher', component: Harness } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Theme|السمة/ }));
  await within(canvasElement).findByRole('menu');
};

/** Light, dark or system; the button names the current choice. */
export const Default: Story = {
  play: async (ctx) => {
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
    await open(ctx);
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'System' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument(),
    );
    await open(ctx);
  },
};
export const Dark: Story = { globals: looks.dark, play: open };
export const Bordered: Story = { globals: looks.bordered, play: open };
export const Rtl: Story = { globals: looks.rtl, play: open };
