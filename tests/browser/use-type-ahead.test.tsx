/**
 * useTypeAhead: while a search opens (its field not drawn yet), what is typed is kept; keys in a
 * field, shortcuts, and keys after it is closed are left alone.
 */
import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';

import { useTypeAhead } from '@/components/layout/use-type-ahead';

import { render } from '../support/render';

function Probe({ active }: { active: boolean }) {
  const [text, setText] = useState('');
  useTypeAhead(active, setText);
  return (
    <>
      <output>{text}</output>
      <input aria-label="Other field" />
      <button type="button">Search</button>
    </>
  );
}

const kept = () => document.querySelector('output')!.textContent;
const mount = (active: boolean) => render(<Probe active={active} />);

test('keeps what is typed outside any field, Backspace included', async () => {
  mount(true);
  document.querySelector('button')!.focus();
  await userEvent.keyboard('24DC1x{Backspace}0');
  await expect.poll(kept).toBe('24DC10');
});

test('leaves keys typed into a field, and shortcuts, alone', async () => {
  mount(true);
  document.querySelector('input')!.focus();
  await userEvent.keyboard('abc');
  expect(document.querySelector('input')!.value).toBe('abc');
  document.querySelector('button')!.focus();
  await userEvent.keyboard('{Control>}k{/Control}');
  expect(kept()).toBe('');
});

test('keeps nothing while not active', async () => {
  mount(false);
  document.querySelector('button')!.focus();
  await userEvent.keyboard('abc');
  expect(kept()).toBe('');
});
