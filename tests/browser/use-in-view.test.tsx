/**
 * useInView: what is drawn only once it comes near the viewport (the screens' charts). Below the
 * fold it stays false; scrolled to, it turns true and stays so.
 */
import { act } from 'react';
import { afterEach, expect, test } from 'vitest';

import { useInView } from '@/components/ui/use-in-view';

import { cleanup, render } from '../support/render';

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

function Probe({ offset }: { offset: number }) {
  const [ref, inView] = useInView<HTMLDivElement>('0px');
  return (
    <div style={{ paddingTop: offset }}>
      <div ref={ref} data-testid="probe" data-in-view={String(inView)} style={{ height: 50 }} />
      <div style={{ height: 3000 }} />
    </div>
  );
}

const probe = () => document.querySelector<HTMLElement>('[data-testid="probe"]')!;
const settle = () =>
  act(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

test('false below the fold, true once scrolled to, and it stays true', async () => {
  render(<Probe offset={window.innerHeight + 500} />);
  await settle();
  expect(probe().dataset.inView).toBe('false');

  window.scrollTo(0, 600);
  await expect.poll(async () => (await settle(), probe().dataset.inView)).toBe('true');

  window.scrollTo(0, 0);
  await settle();
  expect(probe().dataset.inView).toBe('true');
});

test('true at once for what is already in view', async () => {
  render(<Probe offset={0} />);
  await expect.poll(async () => (await settle(), probe().dataset.inView)).toBe('true');
});
