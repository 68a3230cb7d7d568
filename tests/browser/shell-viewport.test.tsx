/**
 * The 976 px rule of docs/spec.md §4 in a real browser: below it the layout is forced vertical with
 * an overlay drawer and a hamburger; the horizontal choice returns when the viewport widens.
 */
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';

import { AppShell } from '@/components/layout/app-shell';
import { createI18n } from '@/i18n';
import { buildNavigation } from '@/screens/shell/navigation';
import { DEFAULT_SETTINGS } from '@/settings/settings';
import { SettingsProvider, useSettings } from '@/settings/settings-context';

import { render } from '../support/render';

const i18n = createI18n('en');

function Wired() {
  const { settings, layoutNav, isOverlayNav } = useSettings();
  return (
    <AppShell
      groups={buildNavigation(i18n.getFixedT('en', 'ee-shell'))}
      layoutNav={layoutNav}
      overlayNav={isOverlayNav}
      navbarType={settings.navbarType}
    >
      <p>{settings.layoutNav}</p>
    </AppShell>
  );
}

const shell = () => document.querySelector('[data-layout="default"]')!;

test('below 976 px the layout is vertical with a hamburger; the horizontal choice returns when wider', async () => {
  await page.viewport(1200, 800);
  render(
    <SettingsProvider
      persist={false}
      applyToDocument={false}
      initial={{ ...DEFAULT_SETTINGS, layoutNav: 'horizontal' }}
    >
      <Wired />
    </SettingsProvider>,
    { i18n, router: ['/deviceTypeList'] },
  );
  await expect.poll(() => shell().getAttribute('data-layout-nav')).toBe('horizontal');
  await expect
    .element(page.getByRole('button', { name: 'Open navigation' }))
    .not.toBeInTheDocument();

  await page.viewport(975, 800);
  await expect.poll(() => shell().getAttribute('data-layout-nav')).toBe('vertical');
  expect(shell().getAttribute('data-overlay-nav')).toBe('true');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('link', { name: 'Devices', exact: true }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

  await page.viewport(976, 800);
  await expect.poll(() => shell().getAttribute('data-layout-nav')).toBe('horizontal');
  // The stored choice was never changed.
  await expect.element(page.getByText('horizontal', { exact: true })).toBeInTheDocument();
});
