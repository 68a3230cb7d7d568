/**
 * lazyMenu: the stand-in button is drawn at once; a click on it before the menu's code is in
 * opens the menu when it arrives; focus on it moves to the real trigger; and the real menu is
 * used at once by every later mount.
 */
import { act, useState } from 'react';
import { expect, test } from 'vitest';

import { lazyMenu, type LazyMenuFaceProps } from '@/components/feedback/lazy-menu';

import { render, type Rendered } from '../support/render';

interface Props {
  label: string;
}

/** A stand-in for a Radix menu: a trigger and, when open, a panel. */
function RealMenu({ label, defaultOpen = false }: Props & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button type="button" data-real="" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && <div role="menu">items of {label}</div>}
    </>
  );
}

function Face({ label, onOpen }: Props & LazyMenuFaceProps<true>) {
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} onClick={() => onOpen(true)}>
      {label}
    </button>
  );
}

/** A menu whose code arrives when `release()` is called. */
function controlledMenu() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const Menu = lazyMenu<Props>(() => arrived.then(() => RealMenu), Face);
  return { Menu, release };
}

let view: Rendered | undefined;
const mount = (element: React.ReactNode) => {
  view = render(element);
};
const trigger = () => document.querySelector<HTMLButtonElement>('button')!;

test('a click on the stand-in opens the menu once its code is in', async () => {
  const { Menu, release } = controlledMenu();
  mount(<Menu label="Language" />);
  expect(trigger().hasAttribute('data-real')).toBe(false);
  expect(trigger().getAttribute('aria-haspopup')).toBe('menu');

  act(() => trigger().click());
  expect(document.querySelector('[role="menu"]')).toBeNull();
  await act(async () => release());
  await expect
    .poll(() => document.querySelector('[role="menu"]')?.textContent)
    .toBe('items of Language');
  expect(trigger().hasAttribute('data-real')).toBe(true);
});

test('a menu that arrives between the press and the click does not swallow the click', async () => {
  const { Menu, release } = controlledMenu();
  mount(<Menu label="Notifications" />);
  const standIn = trigger();
  // Pointing at it asks for the menu; the press comes before the menu is in.
  act(() => {
    standIn.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    standIn.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }));
  });
  await act(async () => release());
  // Still the stand-in under the pressed pointer…
  expect(trigger()).toBe(standIn);
  await act(async () => {
    standIn.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0 }));
    standIn.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  // …then the real menu, opened by that click.
  await expect
    .poll(() => document.querySelector('[role="menu"]')?.textContent)
    .toBe('items of Notifications');
  expect(trigger().hasAttribute('data-real')).toBe(true);
});

test('keyboard focus on the stand-in moves to the real trigger, which stays closed', async () => {
  const { Menu, release } = controlledMenu();
  mount(<Menu label="Theme" />);
  act(() => trigger().focus());
  await act(async () => release());
  await expect.poll(() => trigger().hasAttribute('data-real')).toBe(true);
  expect(document.activeElement).toBe(trigger());
  expect(document.querySelector('[role="menu"]')).toBeNull();
});

test('loaded once, the real menu is drawn at once by a later mount', async () => {
  const { Menu, release } = controlledMenu();
  mount(<Menu label="User" />);
  // Loaded when the browser is idle, without any click (the idle callback runs inside act).
  await act(async () => {
    release();
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  expect(trigger().hasAttribute('data-real')).toBe(true);
  view!.unmount();
  mount(<Menu label="User again" />);
  expect(trigger().hasAttribute('data-real')).toBe(true);
});
