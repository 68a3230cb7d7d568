import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { bootLanguage } from '@/settings/boot';
import { breakpointOf, isOverlayWidth, OVERLAY_NAV_BREAKPOINT } from '@/settings/breakpoints';
import {
  applyLayoutRules,
  cookieName,
  DEFAULT_SETTINGS,
  effectiveLayoutNav,
  isHexColor,
  parseSettings,
  primaryColorFor,
  resolveTheme,
  serializeSettings,
  updateSettings,
  type Settings,
} from '@/settings/settings';

describe('defaults (docs/spec.md §4, §9)', () => {
  it('horizontal nav, dark theme, sticky blurred navbar, hidden footer, fluid content, light color-scheme', () => {
    const s = parseSettings({});
    expect(s).toEqual(DEFAULT_SETTINGS);
    expect(s.layoutNav).toBe('horizontal');
    expect(s.theme).toBe('dark');
    expect(s.colorScheme).toBe('light');
    expect(s.navbarType).toBe('sticky');
    expect(s.isNavbarBlurEnabled).toBe(true);
    expect(s.footerType).toBe('hidden');
    expect(s.appContentWidth).toBe('fluid');
    expect(s.skin).toBe('default');
    expect(s.language).toBe('en');
  });

  it('names cookies with the device prefix and the SPEC keys', () => {
    expect(cookieName('theme')).toBe('device-theme');
    expect(cookieName('colorScheme')).toBe('device-color-scheme');
    expect(cookieName('isNavbarBlurEnabled')).toBe('device-isNavbarBlurEnabled');
    expect(cookieName('isVerticalNavCollapsed')).toBe('device-isVerticalNavCollapsed');
    expect(cookieName('appContentWidth')).toBe('device-appContentWidth');
    expect(cookieName('isVerticalNavSemiDark')).toBe('device-isVerticalNavSemiDark');
    expect(cookieName('skin')).toBe('device-skin');
  });
});

describe('parseSettings', () => {
  it('reads valid values', () => {
    const s = parseSettings({
      theme: 'light',
      skin: 'bordered',
      layoutNav: 'vertical',
      navbarType: 'hidden',
      isVerticalNavCollapsed: 'true',
      isNavbarBlurEnabled: 'false',
      footerType: 'sticky',
      appContentWidth: 'boxed',
      lightThemePrimaryColor: '#0D9394',
      language: 'ar',
    });
    expect(s).toMatchObject({
      theme: 'light',
      skin: 'bordered',
      layoutNav: 'vertical',
      navbarType: 'hidden',
      isVerticalNavCollapsed: true,
      isNavbarBlurEnabled: false,
      footerType: 'sticky',
      appContentWidth: 'boxed',
      lightPrimaryColor: '#0d9394',
      language: 'ar',
    });
  });

  it('falls back per key on tampered values', () => {
    const s = parseSettings({
      theme: 'purple',
      skin: '<script>',
      isNavbarBlurEnabled: 'yes',
      layoutNav: 'diagonal',
      lightThemePrimaryColor: 'red;background:url(x)',
      darkThemePrimaryColor: '#12345',
      language: 'xx',
      footerType: 'sticky',
    });
    expect(s.theme).toBe('dark');
    expect(s.skin).toBe('default');
    expect(s.isNavbarBlurEnabled).toBe(true);
    expect(s.layoutNav).toBe('horizontal');
    expect(s.lightPrimaryColor).toBeNull();
    expect(s.darkPrimaryColor).toBeNull();
    expect(s.language).toBe('en');
    expect(s.footerType).toBe('sticky'); // the good key survives
  });

  it('survives null, non-objects and hostile getters', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
      },
    );
    expect(parseSettings(hostile)).toEqual(DEFAULT_SETTINGS);
  });

  it('never throws and always yields valid settings, whatever the cookies hold', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string(),
          fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
        ),
        (raw) => {
          const s = parseSettings(raw);
          expect(['light', 'dark', 'system']).toContain(s.theme);
          expect(['horizontal', 'vertical']).toContain(s.layoutNav);
          expect(s.lightPrimaryColor === null || isHexColor(s.lightPrimaryColor)).toBe(true);
          if (s.layoutNav === 'horizontal') expect(s.navbarType).not.toBe('hidden');
        },
      ),
    );
  });

  it('round-trips through serializeSettings', () => {
    const s: Settings = {
      ...DEFAULT_SETTINGS,
      theme: 'system',
      layoutNav: 'vertical',
      isVerticalNavCollapsed: true,
      isVerticalNavSemiDark: true,
      darkPrimaryColor: '#eb3d63',
      language: 'zh',
    };
    expect(parseSettings(serializeSettings(s))).toEqual(s);
    expect(serializeSettings(DEFAULT_SETTINGS)).not.toHaveProperty('lightThemePrimaryColor');
  });
});

describe('layout rules (docs/spec.md §4)', () => {
  it('horizontal nav: a hidden navbar becomes sticky and the collapsed flag is cleared', () => {
    const s = applyLayoutRules({
      ...DEFAULT_SETTINGS,
      layoutNav: 'horizontal',
      navbarType: 'hidden',
      isVerticalNavCollapsed: true,
    });
    expect(s.navbarType).toBe('sticky');
    expect(s.isVerticalNavCollapsed).toBe(false);
    expect(
      parseSettings({
        layoutNav: 'horizontal',
        navbarType: 'hidden',
        isVerticalNavCollapsed: 'true',
      }),
    ).toMatchObject({ navbarType: 'sticky', isVerticalNavCollapsed: false });
  });

  it('horizontal nav keeps static navbars; vertical nav keeps hidden and collapsed', () => {
    expect(applyLayoutRules({ ...DEFAULT_SETTINGS, navbarType: 'static' }).navbarType).toBe(
      'static',
    );
    const v = applyLayoutRules({
      ...DEFAULT_SETTINGS,
      layoutNav: 'vertical',
      navbarType: 'hidden',
      isVerticalNavCollapsed: true,
    });
    expect(v).toMatchObject({ navbarType: 'hidden', isVerticalNavCollapsed: true });
  });

  it('updateSettings applies the rules on a switch to horizontal', () => {
    const vertical = updateSettings(DEFAULT_SETTINGS, {
      layoutNav: 'vertical',
      navbarType: 'hidden',
      isVerticalNavCollapsed: true,
    });
    expect(vertical.navbarType).toBe('hidden');
    expect(updateSettings(vertical, { layoutNav: 'horizontal' })).toMatchObject({
      navbarType: 'sticky',
      isVerticalNavCollapsed: false,
    });
  });

  it('below 976 px the layout is vertical; the choice returns when wider', () => {
    expect(OVERLAY_NAV_BREAKPOINT).toBe(976);
    expect(effectiveLayoutNav('horizontal', 975)).toBe('vertical');
    expect(effectiveLayoutNav('horizontal', 976)).toBe('horizontal');
    expect(effectiveLayoutNav('vertical', 1400)).toBe('vertical');
    expect(isOverlayWidth(975)).toBe(true);
    expect(isOverlayWidth(976)).toBe(false);
    // The choice is never rewritten: narrowing and widening again gives it back.
    const choice = 'horizontal' as const;
    expect([1200, 800, 1200].map((w) => effectiveLayoutNav(choice, w))).toEqual([
      'horizontal',
      'vertical',
      'horizontal',
    ]);
  });

  it('breakpoints xs 0, sm 600, md 960, lg 1264, xl 1904', () => {
    expect([0, 599, 600, 959, 960, 1263, 1264, 1903, 1904, Number.NaN].map(breakpointOf)).toEqual([
      'xs',
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
      'xs',
    ]);
  });
});

describe('theme', () => {
  it('system follows the OS; light and dark are fixed', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('primary colour per scheme', () => {
    const s = { lightPrimaryColor: '#0d9394', darkPrimaryColor: null };
    expect(primaryColorFor(s, 'light')).toBe('#0d9394');
    expect(primaryColorFor(s, 'dark')).toBeNull();
  });
});

describe('boot cookie parse (main.tsx)', () => {
  it('reads the language cookie, English otherwise', () => {
    expect(bootLanguage('a=b; device-language=ar; x=y')).toBe('ar');
    expect(bootLanguage('device-language=klingon')).toBe('en');
    expect(bootLanguage('device-language=%E0%A4%A')).toBe('en');
    expect(bootLanguage('')).toBe('en');
  });
});
