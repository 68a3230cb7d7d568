import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { LanguageSwitcher } from '@/components/layout/language-switcher';
import type { Language } from '@/i18n';

import { looks } from '../../support/looks';
import { PortalFrame } from '../../support/portal-frame';

function Harness() {
  const [value, setValue] = useState<Language>('en');
  return (
    <PortalFrame height={240}>
      {(container) => (
        <div className="ee:flex ee:items-center ee:justify-end ee:gap-3 ee:rounded-ee ee:bg-surface ee:p-2 ee:shadow-soft">
          <span data-testid="value">{value}</span>
          <LanguageSwitcher value={value} onChange={setValue} container={container} />
        </div>
      )}
    </PortalFrame>
  );
}

const meta = { title: 'Layout/LanguageSwitcher', component: Harness } satisfies Meta<
  typeof Harness
>;
export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /./ }));
  await within(canvasElement).findByRole('menu');
};

/** Each language is named in itself; choosing one reports it. */
export const Default: Story = {
  play: async (ctx) => {
    await open(ctx);
    const canvas = within(ctx.canvasElement);
    await expect(canvas.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'العربية' }));
    await waitFor(() => expect(canvas.getByTestId('value')).toHaveTextContent('ar'));
    await open(ctx);
  },
};
export const Dark: Story = { globals: looks.dark, play: open };
export const Bordered: Story = { globals: looks.bordered, play: open };
export const Rtl: Story = { globals: looks.rtl, play: open };
