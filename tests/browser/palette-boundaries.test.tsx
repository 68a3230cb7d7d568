/**
 * Issue 35.1: an error in one group of the palette, or in the palette, never takes the page
 * down. A group that cannot be drawn says so and the others stay; a palette that cannot search
 * says so in its dialog and tries again when reopened.
 */
import { useState } from 'react';
import { expect, test } from 'vitest';

import type { NavGroup } from '@/components/layout/nav-items';
import { SearchDialog, type SearchResultGroup } from '@/components/layout/search-dialog';
import { CommandPalette } from '@/screens/shell/command-palette';

import { render } from '../support/render';

// Not in act: the palette's parts load and fail as in the app, waited for with expect.poll.
const show = (node: React.ReactNode) =>
  render(node, {
    act: false,
    router: ['/'],
    api: { fetchImpl: (async () => new Response('[]')) as typeof fetch },
  });
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
  show(
    <SearchDialog
      open
      onOpenChange={() => {}}
      query="second"
      onQueryChange={() => {}}
      groups={groups}
      hotkey={false}
      recentKey="boundary-test"
    />,
  );
  await expect.poll(text).toContain('These results could not be shown.');
  expect(text()).toContain('Second page');
  restore();
});

function Palette({ navigation }: { navigation: NavGroup[] }) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState('');
  return (
    <>
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
    </>
  );
}

test('a palette that cannot search says so in its dialog, and the page behind stays', async () => {
  const restore = quiet();
  // A navigation group without its list of items breaks the palette's own content.
  const navigation = [{ id: 'x', heading: 'X', items: null }] as unknown as NavGroup[];
  show(<Palette navigation={navigation} />);
  await expect
    .poll(() => document.querySelector('[role="alert"]')?.textContent)
    .toBe('Search is not available right now. Close it and try again.');
  expect(text()).toContain('The page behind');
  restore();
});
