/**
 * SearchDialog opens with the caret after what was typed ahead while it loaded (useTypeAhead),
 * not with that text selected (Radix focuses the field, and a focused field's text is selected):
 * the next key adds to the query instead of replacing it.
 */
import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';

import { SearchDialog } from '@/components/layout/search-dialog';

import { render } from '../support/render';

// Real keys, real focus: the test waits for what the user would see, outside act.
function Palette({ typedAhead }: { typedAhead: string }) {
  const [query, setQuery] = useState(typedAhead);
  return (
    <SearchDialog
      open
      onOpenChange={() => {}}
      query={query}
      onQueryChange={setQuery}
      groups={[]}
      hotkey={false}
      recentKey="caret-test"
    />
  );
}

test('a key typed once the dialog is open adds to the typed-ahead query', async () => {
  render(<Palette typedAhead="24DC" />, { act: false, router: ['/'] });
  const field = () => document.querySelector<HTMLInputElement>('[role="combobox"]');
  await expect.poll(() => document.activeElement === field() && field() !== null).toBe(true);
  const input = field()!;
  expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  await userEvent.keyboard('1');
  await expect.poll(() => input.value).toBe('24DC1');
});
