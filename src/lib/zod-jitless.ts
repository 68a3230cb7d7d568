/** zod's global settings, as zod itself keeps them (shared by every copy of zod on the page). */
interface ZodSettingsHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Makes zod parse without compiling (`jitless`) from its first schema on, without loading zod.
 * zod 4 keeps its settings on `globalThis.__zod_globalConfig` and adopts an object already there
 * (that is how its copies on one page share them), so a host can choose before zod is loaded:
 * an app's entry then carries none of zod (2.4 kB gzip on every route's first paint) for a
 * setting. The kit itself never calls this; a host under a strict CSP does (the demo app:
 * app/strict-csp.ts). tests/unit/zod-jitless.test.ts checks zod still reads it from there.
 */
export function makeZodJitless(): void {
  const holder = globalThis as ZodSettingsHolder;
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
