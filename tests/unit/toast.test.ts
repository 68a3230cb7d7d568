/**
 * The toast calls load sonner on the first toast: calls keep their order, return an id at once,
 * and one that throws does not stop the next.
 */
import { beforeEach, expect, test, vi } from 'vitest';

const calls: unknown[][] = [];
vi.mock('sonner', () => {
  const record = (tone: string) => (message: unknown, options?: { id?: unknown }) => {
    if (message === 'boom') throw new Error('sonner failed');
    calls.push([tone, message, options?.id]);
    return options?.id;
  };
  return {
    toast: Object.assign(record('plain'), {
      success: record('success'),
      error: record('error'),
      warning: record('warning'),
      info: record('info'),
      dismiss: (id?: unknown) => calls.push(['dismiss', id]),
    }),
  };
});

beforeEach(() => {
  calls.length = 0;
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('calls reach sonner in the order they were made, with the id they returned', async () => {
  const { toast } = await import('@/components/feedback/toast');
  const first = toast('Saved');
  const second = toast.success('Inspection recorded', { description: 'CB-1042' });
  const mine = toast.error('Could not delete', { id: 'delete-1' });
  toast.dismiss(first);
  expect(first).not.toBe(second);
  expect(mine).toBe('delete-1');
  await settled();
  expect(calls).toEqual([
    ['plain', 'Saved', first],
    ['success', 'Inspection recorded', second],
    ['error', 'Could not delete', 'delete-1'],
    ['dismiss', first],
  ]);
});

test('a call that throws is reported and the next one is still shown', async () => {
  const { toast } = await import('@/components/feedback/toast');
  const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  toast.warning('boom');
  toast.info('Next one');
  await settled();
  expect(calls).toEqual([['info', 'Next one', expect.any(String)]]);
  expect(report).toHaveBeenCalledTimes(1);
  report.mockRestore();
});
