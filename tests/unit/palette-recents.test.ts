/**
 * Issue 35.2: a recent choice is shown as it reads now. Stored in Arabic, an action reads in the
 * current language; a page is titled from the catalogue; a record keeps its data; what this user
 * may not open or run is left out (another account's choices never show).
 */
import { describe, expect, it } from 'vitest';

import { englishText } from '@/i18n/english-text';
import { shell as shellEn } from '@/i18n/locales/en/shell';
import { shell as shellZh } from '@/i18n/locales/zh/shell';
import { actionItem, type PaletteActionContext } from '@/screens/shell/palette-actions';
import { recentAsNow, type RecentContext } from '@/screens/shell/palette-recents';
import type { PaletteTitles } from '@/screens/shell/use-palette-search';

const en = englishText(shellEn) as unknown as PaletteActionContext['t'];
const zh = englishText(shellZh) as unknown as PaletteActionContext['t'];

const admin: PaletteActionContext = {
  t: en,
  canChangeDevices: true,
  canOpenApps: true,
  colorScheme: 'light',
  language: 'en',
  layoutNav: 'vertical',
};
const client: PaletteActionContext = { ...admin, canChangeDevices: false, canOpenApps: false };

function context(
  actions: PaletteActionContext,
  allowed: (url: string) => boolean = () => true,
): RecentContext {
  const titles: PaletteTitles = {
    t: actions.t,
    pageTitle: (url) =>
      ({ '/devices': actions.t('search.groups.devicePages'), '/faq': 'FAQ' })[url],
    registerHref: (q) => `/devices?q=${q}`,
    formatCount: String,
  };
  return {
    titles,
    allowed,
    actions,
    registerPath: '/devices',
    shortcutOf: (url) => (url === '/devices' ? 'G D' : undefined),
  };
}

describe('recentAsNow', () => {
  it('an action chosen in Arabic reads in the current language', () => {
    const stored = { url: 'action:language:en', title: 'اللغة: English', icon: 'tabler-language' };
    expect(recentAsNow(stored, context(admin))).toEqual({
      url: 'action:language:en',
      title: 'Language: English',
      icon: 'tabler-language',
    });
    expect(recentAsNow(stored, context({ ...admin, t: zh, language: 'zh' }))?.title).toBe(
      '语言：English',
    );
  });

  it('the theme already on is still remembered, by its current name', () => {
    expect(
      recentAsNow(
        { url: 'action:theme:dark', title: 'التبديل إلى الداكن' },
        context({ ...admin, colorScheme: 'dark' }),
      )?.title,
    ).toBe('Switch to dark');
  });

  it('leaves out what this user may not run or open', () => {
    expect(
      recentAsNow({ url: 'action:new-device', title: 'New device' }, context(client)),
    ).toBeNull();
    expect(
      recentAsNow(
        { url: 'action:maintenance:24DC10003', title: 'Schedule maintenance for 24DC10003' },
        context(client),
      ),
    ).toBeNull();
    expect(recentAsNow({ url: 'action:no-such-thing', title: 'Gone' }, context(admin))).toBeNull();
    const onlyFaq = context(client, (url) => url === '/faq');
    expect(
      recentAsNow(
        { url: '/deviceDetail?number=24DC10003', title: '24DC10003', subtitle: 'Cabinet 03' },
        onlyFaq,
      ),
    ).toBeNull();
    expect(recentAsNow({ url: '/faq', title: 'الأسئلة الشائعة' }, onlyFaq)).toEqual({
      url: '/faq',
      title: 'FAQ',
    });
  });

  it('a record keeps its data; a page and a "see all" are titled anew', () => {
    const device = {
      url: '/deviceDetail?number=24DC10003',
      title: '24DC10003',
      subtitle: 'Lighting distribution cabinet 03',
      icon: 'tabler-bolt',
    };
    expect(recentAsNow(device, context(admin))).toEqual(device);
    expect(recentAsNow({ url: '/devices', title: '设备' }, context(admin))).toEqual({
      url: '/devices',
      title: 'Equipment pages',
      shortcut: 'G D',
    });
    expect(
      recentAsNow({ url: '/devices?q=pump', title: '与“pump”匹配的设备' }, context(admin))?.title,
    ).toBe('Devices matching “pump”');
  });
});

describe('actionItem', () => {
  it('tells a remembered action from its url, for the user it is for', () => {
    expect(actionItem('action:maintenance:24DC10003', admin)?.title).toBe(
      'Schedule maintenance for 24DC10003',
    );
    expect(actionItem('action:invoice:4987', admin)?.title).toBe('Go to invoice 4987');
    expect(actionItem('action:invoice:4987', client)).toBeNull();
    expect(actionItem('action:sign-out', client)?.title).toBe('Sign out');
    expect(actionItem('/devices', admin)).toBeNull();
  });
});
