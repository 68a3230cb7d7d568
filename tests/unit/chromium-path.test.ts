import { describe, expect, it } from 'vitest';

import { FULL_CHROMIUM, HEADLESS_SHELL, headlessChromium } from '../support/chromium';

describe('the Chromium that e2e and the consumer check launch', () => {
  it('is CHROMIUM_PATH when set, installed shell or not', () => {
    expect(headlessChromium({ CHROMIUM_PATH: '/opt/chrome' }, () => true)).toBe('/opt/chrome');
  });
  it("is Debian's headless shell when installed", () => {
    expect(headlessChromium({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
  });
  it('falls back to the full Chromium without the shell', () => {
    expect(headlessChromium({}, () => false)).toBe(FULL_CHROMIUM);
  });
});
