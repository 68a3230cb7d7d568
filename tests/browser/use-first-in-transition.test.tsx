/**
 * useFirstInTransition: a screen's first data is drawn in a transition after it arrives (so a
 * phone's main thread is not held by one long render); every later value is drawn at once.
 * Each render's input and output are logged to tell the two apart.
 */
import { act } from 'react';
import { flushSync } from 'react-dom';
import { expect, test } from 'vitest';

import { useFirstInTransition } from '@/lib/use-first-in-transition';

import { render } from '../support/render';

type Render = { value: string | undefined; shown: string | undefined };

function Probe({ value, log }: { value: string | undefined; log: Render[] }) {
  const shown = useFirstInTransition(value);
  log.push({ value, shown });
  return <output>{shown ?? 'nothing yet'}</output>;
}

const shownText = () => document.querySelector('output')!.textContent;

test('the first value is drawn after one more render, in a transition', async () => {
  const log: Render[] = [];
  const { root } = render(<Probe value={undefined} log={log} />);
  expect(shownText()).toBe('nothing yet');

  // The data arrives in an update drawn in one piece (as a query store's is): that render keeps
  // the old picture, and the value follows.
  act(() => flushSync(() => root.render(<Probe value="page 1" log={log} />)));
  expect(log.find((r) => r.value === 'page 1')).toEqual({ value: 'page 1', shown: undefined });
  await expect.poll(shownText).toBe('page 1');
});

test('later values are drawn in the very render that brings them', async () => {
  const log: Render[] = [];
  const { root } = render(<Probe value="page 1" log={log} />);
  await expect.poll(shownText).toBe('page 1');

  log.length = 0;
  act(() => flushSync(() => root.render(<Probe value="page 2" log={log} />)));
  expect(log[0]).toEqual({ value: 'page 2', shown: 'page 2' });
  expect(shownText()).toBe('page 2');

  // Back to no value (a query reset) and on: a value that was drawn once is not held back again.
  act(() => root.render(<Probe value={undefined} log={log} />));
  expect(shownText()).toBe('nothing yet');
  log.length = 0;
  act(() => flushSync(() => root.render(<Probe value="page 3" log={log} />)));
  expect(log[0]).toEqual({ value: 'page 3', shown: 'page 3' });
});
