/**
 * A result handed from a Vitest global setup's background work to the tests that need it: the
 * setup writes it to a file when done, the tests wait for the file. (Vitest's `provide` takes
 * values only when setup returns; the work goes on after that, beside the other projects.)
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/** Writes `value` as JSON: beside first, then renamed, so a reader never sees half of it. */
export function writeStatus(file: string, value: unknown): void {
  writeFileSync(`${file}.part`, JSON.stringify(value));
  renameSync(`${file}.part`, file);
}

/**
 * Resolves with what was written to `file`, once it is. After `timeoutMs` it throws, naming
 * `what` (an import has no timeout of its own; a hook's or a test's stops it sooner).
 */
export async function waitForStatus<T>(
  file: string,
  what: string,
  timeoutMs = 15 * 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline)
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
