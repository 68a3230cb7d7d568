import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { safePath } from '@/lib/safe-path';
import { safeRedirect } from '@/lib/safe-redirect';

describe('safePath: one rule for every redirect taken from outside', () => {
  it.each([
    ['/devices?status=fault#list', '/devices?status=fault#list'],
    ['/deviceDetail?number=24DC10001', '/deviceDetail?number=24DC10001'],
    ['/', '/'],
  ])('keeps the app path %s', (raw, expected) => expect(safePath(raw)).toBe(expected));

  it.each([
    '//example.com',
    '/\t/example.com', // a browser drops the tab: //example.com
    '/\n/example.com',
    '/\r\n/example.com',
    '/\\example.com',
    '/\t\\example.com',
    'https://example.com/x',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' /devices',
    'devices',
    '',
  ])('refuses %j', (raw) => expect(safePath(raw)).toBeUndefined());

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 42, {}, ['/x']]) expect(safePath(value)).toBeUndefined();
  });

  it('whatever it keeps stays on this origin, once the browser reads it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const path = safePath(raw);
        if (path === undefined) return;
        // What the address bar would make of it, from any origin.
        expect(new URL(path, 'https://app.example').origin).toBe('https://app.example');
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  }, 30_000); // 2,000 URLs through Node's URL parser: ~3.5 s alone, far more beside a busy build
});

describe('safeRedirect after signing in', () => {
  it('goes home for anything unsafe or for /login itself', () => {
    expect(safeRedirect('/%09/example.com'.replace('%09', '\t'))).toBe('/');
    expect(safeRedirect('/login?to=/devices')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/devices?page=2')).toBe('/devices?page=2');
  });
});
