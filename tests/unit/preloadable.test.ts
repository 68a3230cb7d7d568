import { describe, expect, it, vi } from 'vitest';

import { preloadable } from '@/lib/preloadable';

type Marked = Promise<unknown> & { status?: string; value?: unknown; reason?: unknown };

describe('preloadable (a module read with use())', () => {
  it('imports once and hands back the same promise', async () => {
    const importer = vi.fn(() => Promise.resolve('module'));
    const module = preloadable(importer);
    const first = module.load();
    expect(module.load()).toBe(first);
    await expect(first).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('marks the promise fulfilled once it has come, so use() returns at once', async () => {
    const module = preloadable(() => Promise.resolve(42));
    const loading = module.load() as Marked;
    expect(loading.status).toBeUndefined();
    await loading;
    expect(loading.status).toBe('fulfilled');
    expect(loading.value).toBe(42);
  });

  it('marks a failed load rejected with its reason', async () => {
    const failure = new Error('chunk gone');
    const module = preloadable(() => Promise.reject(failure));
    const loading = module.load() as Marked;
    await expect(loading).rejects.toBe(failure);
    expect(loading.status).toBe('rejected');
    expect(loading.reason).toBe(failure);
  });
});
