/**
 * Issue 35.1: an error in one group of the palette, or in the palette, never takes the page
 * down. A group that cannot be drawn says so and the others stay; a palette that cannot search
 * says so in its dialog and tries again when reopened.
 */
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';

import { ApiProvider } from '@/api/client/api-provider';
import type { NavGroup } from '@/components/layout/nav-items';
import { SearchDialog, type SearchResultGroup } from '@/components/layout/search-dialog';
import { CommandPalette } from '@/screens/shell/command-palette';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = '';
});

const render = (node: React.ReactNode) => {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  root.render(node);
};
const text = () => document.body.textContent ?? '';
// React logs what a boundary caught: expected here.
const quiet = () => {
  const error = console.error;
  console.error = () => {};
  return () => void (console.error = error);
};

test('a group that cannot be drawn says so; the other groups stay', async () => {
  const restore = quiet();
  // A title that is no text (what a tampered store or a broken answer could hold).
  const groups: SearchResultGroup[] = [
    {
      title: 'Broken',
      category: 'broken',
      children: [{ url: '/x', title: { en: 'x' } as unknown as string }],
    },
    {
      title: 'Pages',
      category: 'pages',
      children: [{ url: '/second-page', title: 'Second page' }],
    },
  ];
  render(
    <MemoryRouter>
      <SearchDialog
        open
        onOpenChange={() => {}}
        query="second"
        onQueryChange={() => {}}
        groups={groups}
        hotkey={false}
        recentKey="boundary-test"
      />
    </MemoryRouter>,
  );
  await expect.poll(text).toContain('These results could not be shown.');
  expect(text()).toContain('Second page');
  restore();
});

function Palette({ navigation }: { navigation: NavGroup[] }) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  return (
    <MemoryRouter>
      <ApiProvider fetchImpl={(async () => new Response('[]')) as typeof fetch}>
        <button type="button" onClick={() => setOpen(true)}>
          Reopen
        </button>
        <CommandPalette
          open={open}
          onOpenChange={setOpen}
          query={query}
          onQueryChange={setQuery}
          navigation={navigation}
          recentKey="boundary-test"
        />
        <p>The page behind</p>
      </ApiProvider>
    </MemoryRouter>
  );
}

test('a palette that cannot search says so in its dialog, and the page behind stays', async () => {
  const restore = quiet();
  // A navigation group without its list of items breaks the palette's own content.
  const navigation = [{ id: 'x', heading: 'X', items: null }] as unknown as NavGroup[];
  render(<Palette navigation={navigation} />);
  await expect
    .poll(() => document.querySelector('[role="alert"]')?.textContent)
    .toBe('Search is not available right now. Close it and try again.');
  expect(text()).toContain('The page behind');
  restore();
});
