/**
 * Issue 37.2: each palette action runs where it is defined (palette-action-runs.ts), not by string
 * literals in the app's layout. What each one navigates to or changes, and that one the user may
 * not run (or a hand-made one) does nothing.
 */
import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_SCREEN_PATHS } from '@/screens/paths';
import {
  runPaletteAction,
  type PaletteAbilities,
  type PaletteRunContext,
} from '@/screens/shell/palette-action-runs';

function contextWith(abilities: Partial<PaletteAbilities> = {}) {
  return {
    canChangeDevices: true,
    canOpenApps: true,
    paths: DEFAULT_SCREEN_PATHS,
    navigate: vi.fn<(to: string) => void>(),
    update: vi.fn<PaletteRunContext['update']>(),
    signOut: vi.fn<() => void>(),
    ...abilities,
  };
}

/** What running `url` did: the pages gone to, the settings changed, sign-outs. */
function run(url: string, abilities: Partial<PaletteAbilities> = {}) {
  const context = contextWith(abilities);
  const ran = runPaletteAction(url, context);
  return {
    ran,
    navigated: context.navigate.mock.calls.map(([to]) => to),
    updated: context.update.mock.calls.map(([patch]) => patch),
    signedOut: context.signOut.mock.calls.length,
  };
}

const nothing = { ran: false, navigated: [], updated: [], signedOut: 0 };
const paths = DEFAULT_SCREEN_PATHS;

describe('runPaletteAction', () => {
  it.each([
    ['new-device', `${paths.devices}?action=add`],
    ['new-device-type', `${paths.deviceTypes}?action=add`],
    ['add-location', `${paths.deviceLocation}?action=add`],
    [
      'maintenance:24DC10003',
      `${paths.deviceDetail}?number=24DC10003&tab=maintenance&action=maintenance`,
    ],
  ])('action:%s opens %s', (id, to) => {
    expect(run(`action:${id}`)).toEqual({ ...nothing, ran: true, navigated: [to] });
  });

  it.each(['new-device', 'new-device-type', 'add-location', 'maintenance:24DC10003'])(
    'action:%s is refused without the right to change devices',
    (id) => {
      expect(run(`action:${id}`, { canChangeDevices: false })).toEqual(nothing);
    },
  );

  it('action:invoice:<id> opens the invoice, for a user who may open the apps', () => {
    expect(run('action:invoice:4987')).toEqual({
      ...nothing,
      ran: true,
      navigated: [`${paths.invoicePreview}/4987`],
    });
    expect(run('action:invoice:4987', { canOpenApps: false })).toEqual(nothing);
  });

  it.each([
    ['theme:dark', { theme: 'dark' }],
    ['theme:light', { theme: 'light' }],
    ['language:fr', { language: 'fr' }],
    ['language:ar', { language: 'ar' }],
    ['language:zh', { language: 'zh' }],
    ['language:en', { language: 'en' }],
    ['layout:horizontal', { layoutNav: 'horizontal' }],
    ['layout:vertical', { layoutNav: 'vertical' }],
  ])('action:%s changes the setting, whatever the user may do', (id, patch) => {
    const refused = { canChangeDevices: false, canOpenApps: false };
    expect(run(`action:${id}`, refused)).toEqual({ ...nothing, ran: true, updated: [patch] });
  });

  it('action:sign-out signs out', () => {
    expect(run('action:sign-out', { canChangeDevices: false, canOpenApps: false })).toEqual({
      ...nothing,
      ran: true,
      signedOut: 1,
    });
  });

  it.each([
    'action:theme:blue',
    'action:language:de',
    'action:layout:diagonal',
    'action:invoice:49x7',
    'action:invoice:',
    'action:maintenance:cabinet',
    'action:maintenance:',
    'action:toString',
    'action:constructor:1',
    'action:unknown',
    '/apps/devices',
  ])('%s does nothing', (url) => {
    expect(run(url)).toEqual(nothing);
  });
});
