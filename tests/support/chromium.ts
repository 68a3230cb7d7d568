import { existsSync } from 'node:fs';

/** Debian's full Chromium (`apt-get install chromium`): the pixel baselines were drawn by it. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/** Debian's headless shell (`apt-get install chromium-headless-shell`), the binary itself. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium for tests that drive the app but compare no pixels (e2e, the consumer check):
 * `CHROMIUM_PATH` when set, else Debian's headless shell when installed, else the full Chromium.
 * The shell is the same engine without the browser's window, profile and UI processes: the e2e
 * files used ~25 % less CPU with it on the CI's 2 cores (a11y 149 → 113 CPU-seconds). Storybook
 * keeps the full Chromium: the shell draws text a few pixels differently from the baselines.
 */
export function headlessChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
