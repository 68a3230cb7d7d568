import { afterEach, describe, expect, it, vi } from 'vitest';

import { whenIdle } from '@/lib/when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('schedules nothing outside a browser (SSR, Node)', () => {
    const ran = vi.fn();
    expect(() => whenIdle(ran)()).not.toThrow();
    expect(ran).not.toHaveBeenCalled();
  });

  it('asks requestIdleCallback, with the timeout, and cancels through cancelIdleCallback', () => {
    const request = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback: request, cancelIdleCallback: cancel });
    const callback = vi.fn();
    const stop = whenIdle(callback, 900);
    expect(request).toHaveBeenCalledWith(callback, { timeout: 900 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
    // Without a timeout it waits for a truly idle moment.
    whenIdle(callback);
    expect(request).toHaveBeenLastCalledWith(callback, undefined);
  });

  it('falls back to a short timer where there is no requestIdleCallback (Safari), and can cancel it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout, clearTimeout });
    const ran = vi.fn();
    whenIdle(ran, 1500);
    vi.advanceTimersByTime(199);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
