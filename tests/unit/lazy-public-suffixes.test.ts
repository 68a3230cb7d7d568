/**
 * The build's lazy psl (build/lazy-public-suffixes.ts): the installed tough-cookie bundle still
 * starts psl as the plugin expects, and the rewritten module answers as the original does.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A build plugin of the app's (vite.config.ts), in build/: tested as the code it is, not as the
// running app.
import { lazyRules } from '../../build/lazy-public-suffixes';

interface ToughCookie {
  getPublicSuffix(domain: string): string | null;
  Cookie: { parse(text: string): { validate(): boolean } | undefined };
}

// msw's own copy, as the app's build resolves it.
const bundle = createRequire(createRequire(import.meta.url).resolve('msw'))
  .resolve('@bundled-es-modules/tough-cookie')
  .replace(/index-cjs\.cjs$/, 'index-esm.js');
const dir = mkdtempSync(join(tmpdir(), 'lazy-psl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load(name: string, code: string): Promise<ToughCookie> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ToughCookie })
    .default;
}

describe('psl made on first use (build/lazy-public-suffixes.ts)', () => {
  const code = readFileSync(bundle, 'utf8');

  it('finds psl’s start in the installed bundle, and changes only that', () => {
    const lazy = lazyRules(code);
    expect(lazy).toBeDefined();
    expect(lazy).not.toBe(code);
    expect(lazy).not.toMatch(/internals\.rules = require_rules\(\)/);
  });

  it('gives the same public suffixes and cookie checks as the original', async () => {
    const [original, lazy] = await Promise.all([
      load('original', code),
      load('lazy', lazyRules(code)!),
    ]);
    // Not the special-use names (localhost, .local): both throw for those before psl is asked.
    for (const domain of [
      'www.example.co.uk',
      'example.com',
      'a.b.c.kawasaki.jp',
      'city.kawasaki.jp',
      'co.uk',
      'x.appspot.com',
    ]) {
      expect(lazy.getPublicSuffix(domain), domain).toBe(original.getPublicSuffix(domain));
    }
    for (const cookie of ['a=1; Domain=example.co.uk', 'a=1; Domain=co.uk', 'a=1']) {
      expect(lazy.Cookie.parse(cookie)?.validate(), cookie).toBe(
        original.Cookie.parse(cookie)?.validate(),
      );
    }
  });
});
