import { afterEach, expect, it, vi } from 'vitest';

import { makeZodJitless } from '@/lib/zod-jitless';

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
const before = holder.__zod_globalConfig;
/** Read through a call: the compiler would otherwise take it as still deleted. */
const settings = () => holder.__zod_globalConfig;

afterEach(() => {
  holder.__zod_globalConfig = before;
  vi.resetModules();
});

it('is what zod reads when it loads after it (the app sets it before any zod module runs)', async () => {
  delete holder.__zod_globalConfig;
  makeZodJitless();
  vi.resetModules();
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  // zod adopted the object set before it loaded: a later change through zod is seen there too.
  z.config({ customError: undefined });
  expect(settings()?.jitless).toBe(true);
});

it('keeps what a host already set on zod', () => {
  holder.__zod_globalConfig = { localeError: 'kept' };
  makeZodJitless();
  expect(settings()).toEqual({ localeError: 'kept', jitless: true });
});
