import type { Meta, StoryObj } from '@storybook/react-vite';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { AppShell } from '@/components/layout/app-shell';
import { Customizer } from '@/components/layout/customizer';
import { DEFAULT_SETTINGS, type Settings } from '@/settings/settings';
import { SettingsProvider, useSettings } from '@/settings/settings-context';

import { looks } from '../../support/looks';
import { OverlayFrame } from '../../support/overlay-frame';
import { useNavGroups } from './fixtures';

function Wired({ defaultOpen }: { defaultOpen: boolean }) {
  const groups = useNavGroups();
  const { settings, update, reset, colorScheme, layoutNav } = useSettings();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <OverlayFrame height={700}>
      {(container) => (
        <AppShell
          groups={groups}
          layoutNav={layoutNav}
          navbarType={settings.navbarType}
          navbarBlur={settings.isNavbarBlurEnabled}
          horizontalNavType={settings.horizontalNavType}
          footerType={settings.footerType}
          contentWidth={settings.appContentWidth}
          navCollapsed={settings.isVerticalNavCollapsed}
          semiDark={settings.isVerticalNavSemiDark && colorScheme === 'light'}
          footerYear={2026}
          menuContainer={container}
          overlays={
            <Customizer
              settings={settings}
              colorScheme={colorScheme}
              onChange={update}
              onReset={reset}
              open={open}
              onOpenChange={setOpen}
              container={container}
            />
          }
        >
          <p className="ee:m-0">Content</p>
        </AppShell>
      )}
    </OverlayFrame>
  );
}

function Harness({
  defaultOpen = false,
  persist = false,
  initial,
}: {
  defaultOpen?: boolean;
  persist?: boolean;
  initial?: Partial<Settings>;
}) {
  const [generation, setGeneration] = useState(0);
  return (
    <div>
      {/* "Reload": a fresh provider that reads the cookies again. */}
      <button type="button" className="ee:sr-only" onClick={() => setGeneration((g) => g + 1)}>
        Reload
      </button>
      <SettingsProvider
        key={generation}
        persist={persist}
        initial={
          persist && generation > 0
            ? undefined
            : { ...DEFAULT_SETTINGS, theme: 'light', ...initial }
        }
      >
        <Wired defaultOpen={defaultOpen} />
      </SettingsProvider>
    </div>
  );
}

const meta = {
  title: 'Layout/Customizer',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const shell = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-layout="default"]')!;
const html = document.documentElement;

/**
 * Every setting changes the layout: navigation, collapse, width, navbar, blur, footer, theme, skin,
 * semi-dark, colour; reset restores.
 */
export const EachSettingChangesTheLayout: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open customizer' }));
    const drawer = await canvas.findByRole('dialog', { name: 'Theme customizer' });
    const d = within(drawer);
    const pick = async (group: string, option: string) =>
      userEvent.click(
        within(d.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
      );

    await expect(shell(canvasElement)).toHaveAttribute('data-layout-nav', 'horizontal');
    await pick('Navigation', 'Vertical');
    await waitFor(() =>
      expect(shell(canvasElement)).toHaveAttribute('data-layout-nav', 'vertical'),
    );
    await pick('Navigation', 'Collapsed');
    await waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-nav-collapsed', 'true'));
    await pick('Content width', 'Compact');
    await waitFor(() =>
      expect(shell(canvasElement)).toHaveAttribute('data-content-width', 'boxed'),
    );
    await pick('Navbar', 'Hidden');
    await waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-navbar-type', 'hidden'));
    // Horizontal again: the hidden navbar becomes sticky and the collapsed flag is cleared
    // (docs/spec.md §4).
    await pick('Navigation', 'Horizontal');
    await waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-navbar-type', 'sticky'));
    await expect(shell(canvasElement)).toHaveAttribute('data-nav-collapsed', 'false');
    await expect(
      within(d.getByRole('radiogroup', { name: 'Navbar' })).getByRole('radio', { name: 'Hidden' }),
    ).toBeDisabled();
    await pick('Horizontal menu', 'Static');
    await waitFor(() =>
      expect(shell(canvasElement)).toHaveAttribute('data-horizontal-nav-type', 'static'),
    );
    await pick('Navbar', 'Static');
    await waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-navbar-type', 'static'));
    await userEvent.click(d.getByRole('switch', { name: 'Blurred navbar' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('header')).toHaveAttribute('data-navbar-blur', 'false'),
    );
    await pick('Footer', 'Sticky');
    await waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-footer-type', 'sticky'));
    await pick('Theme', 'Dark');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'dark'));
    await pick('Theme', 'Light');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'light'));
    await pick('Skin', 'Bordered');
    await waitFor(() => expect(html).toHaveAttribute('data-skin', 'bordered'));
    await pick('Navigation', 'Vertical');
    await userEvent.click(d.getByRole('switch', { name: 'Semi-dark navigation' }));
    await waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-semi-dark', 'true'));
    await pick('Primary colour', 'Colour #0d9394');
    await waitFor(() => expect(html.style.getPropertyValue('--ee-primary')).toBe('#0d9394'));
    await pick('Language', 'Français');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'fr'));
    await pick('Language', 'English');

    await userEvent.click(d.getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() =>
      expect(shell(canvasElement)).toHaveAttribute('data-layout-nav', 'horizontal'),
    );
    await expect(shell(canvasElement)).toHaveAttribute('data-footer-type', 'hidden');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-skin', 'default');
    await expect(html.style.getPropertyValue('--ee-primary')).toBe('');
  },
};

const clearCookies = () =>
  Object.keys(Cookies.get())
    .filter((k) => k.startsWith('device-'))
    .forEach((k) => Cookies.remove(k, { path: '/' }));

/** Choices are written to the `device-*` cookies and survive a reload of the settings. */
export const SurvivesReload: Story = {
  args: { persist: true },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    clearCookies();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open customizer' }));
    const d = within(await canvas.findByRole('dialog', { name: 'Theme customizer' }));
    await userEvent.click(
      within(d.getByRole('radiogroup', { name: 'Navigation' })).getByRole('radio', {
        name: 'Collapsed',
      }),
    );
    await userEvent.click(
      within(d.getByRole('radiogroup', { name: 'Skin' })).getByRole('radio', { name: 'Bordered' }),
    );
    await waitFor(() => expect(Cookies.get('device-isVerticalNavCollapsed')).toBe('true'));
    await expect(Cookies.get('device-layoutNav')).toBe('vertical');
    await expect(Cookies.get('device-skin')).toBe('bordered');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(shell(canvasElement)).toHaveAttribute('data-nav-collapsed', 'true'));
    await expect(html).toHaveAttribute('data-skin', 'bordered');
    clearCookies();
  },
};

/** The overlay behind the drawer (Radix renders it just before the dialog). */
const overlayOf = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

/**
 * The page it previews shows through undimmed (issue 13.19): the overlay is clear, yet the drawer
 * stays modal (a click on the page closes it, Escape too, and focus stays inside meanwhile).
 */
const openDrawer: Story['play'] = async ({ canvasElement }) => {
  const dialog = await within(canvasElement).findByRole('dialog', { name: /./ });
  const overlay = overlayOf(dialog);
  await expect(overlay).not.toBe(null);
  await expect(getComputedStyle(overlay).position).toBe('fixed');
  await expect(getComputedStyle(overlay).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  await expect(dialog.contains(document.activeElement)).toBe(true);
};

/** Undimmed and still modal: Tab stays in the drawer, a click on the page outside closes it. */
export const PageShowsThrough: Story = {
  args: { defaultOpen: true, initial: { layoutNav: 'vertical' } },
  parameters: { visual: false },
  play: async (context) => {
    await openDrawer(context);
    const canvas = within(context.canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Theme customizer' });
    for (let i = 0; i < 40; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(overlayOf(dialog), { pointerEventsCheck: 0 });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The drawer over a vertical layout. */
export const Open: Story = {
  args: { defaultOpen: true, initial: { layoutNav: 'vertical' } },
  play: openDrawer,
};
export const Dark: Story = {
  args: { defaultOpen: true, initial: { layoutNav: 'vertical', theme: 'dark' } },
  globals: looks.dark,
  play: openDrawer,
};
export const Bordered: Story = {
  args: { defaultOpen: true, initial: { layoutNav: 'vertical', skin: 'bordered' } },
  globals: looks.bordered,
  play: openDrawer,
};
export const Rtl: Story = {
  args: { defaultOpen: true, initial: { layoutNav: 'vertical', language: 'ar' } },
  globals: looks.rtl,
  play: openDrawer,
};
