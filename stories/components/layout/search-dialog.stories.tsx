import { useDeferredValue, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useAppBarSearch } from '../../../src/api/client/search';
import { SearchButton } from '../../../src/components/layout/search-button';
import { SearchDialog } from '../../../src/components/layout/search-dialog';
import { searchIcon } from '../../../app/search-icons';
import { OverlayFrame } from '../overlay-frame';
import { LocationDisplay, looks, useNavGroups } from './fixtures';

/** The palette wired as the app wires it: the real search call (simulated), nav suggestions. */
function Harness({ defaultOpen = false, recentKey = 'story-recent', recent = [] as { title: string; url: string }[] }) {
  useState(() => localStorage.setItem(recentKey, JSON.stringify(recent)));
  const groups = useNavGroups();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const search = useAppBarSearch(q, { enabled: open && q !== '' });
  const suggestions = groups.slice(0, 1).map((g) => ({ title: g.heading, category: g.id, children: g.items.map((i) => ({ title: i.title, url: i.to ?? '/' })) }));
  return (
    <OverlayFrame height={620}>
      {(container) => (
        <div className="ee:grid ee:gap-3 ee:p-4">
          <SearchButton onClick={() => setOpen(true)} className="ee:w-fit" />
          <LocationDisplay />
          <SearchDialog
            open={open}
            onOpenChange={setOpen}
            query={query}
            onQueryChange={setQuery}
            groups={q ? (search.data ?? []) : []}
            loading={search.isFetching}
            suggestions={suggestions}
            renderIcon={searchIcon}
            recentKey={recentKey}
            container={container}
          />
        </div>
      )}
    </OverlayFrame>
  );
}

const meta = { title: 'Layout/SearchDialog', component: Harness, parameters: { route: '/' } } satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ctrl+K opens; type a device number, ArrowDown, Enter: the app navigates there; it is then a recent search. */
export const Palette: Story = {
  args: { recentKey: 'story-recent-palette' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.type(input, '24DC1000');
    await within(dialog).findByRole('option', { name: '24DC10002' }, { timeout: 5000 });
    await expect(within(dialog).getByRole('group', { name: 'Device number' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '24DC10001' })).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('option', { name: '24DC10002' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent('/deviceDetail?number=24DC10002');
    // Reopened with an empty query: the choice leads the recent searches.
    await userEvent.click(canvas.getByRole('button', { name: /Search/ }));
    const again = await canvas.findByRole('dialog', { name: 'Search' });
    const recent = within(again).getByRole('group', { name: 'Recent searches' });
    await expect(within(recent).getByRole('option', { name: '24DC10002' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard alone reaches a route: open, type a page name, Enter. */
export const PageByName: Story = {
  args: { recentKey: 'story-recent-page' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Meta>}k{/Meta}');
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'invoice list');
    await within(dialog).findByRole('option', { name: 'Invoice List' }, { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent('/apps/invoice/list'));
  },
};

/** No match: the message names the query. */
export const NoResults: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-none' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzzz');
    await within(dialog).findByText('No results for “zzzz”', undefined, { timeout: 5000 });
  },
};

const openWithRecent: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-look', recent: [{ title: '24DC10003', url: '/deviceDetail?number=24DC10003' }] },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await within(dialog).findByRole('group', { name: 'Recent searches' }).catch(() => within(dialog).findAllByRole('group'));
  },
};

/** Open with an empty query: recent searches, then suggestions. */
export const Open: Story = { ...openWithRecent };
export const Dark: Story = { ...openWithRecent, globals: looks.dark };
export const Bordered: Story = { ...openWithRecent, globals: looks.bordered };
export const Rtl: Story = { ...openWithRecent, globals: looks.rtl };
