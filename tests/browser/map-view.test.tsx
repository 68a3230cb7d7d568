/**
 * How MapView keeps its view, in a real browser: a caller that hands it a new array with the
 * same markers changes nothing the user sees; a box that changes size is fitted again so every
 * marker stays in view, until the user pans or zooms; the outermost labels are not cut off.
 */
import { act } from 'react';
import { expect, test } from 'vitest';

import { MapView, type MapMarker } from '@/components/map/map-view';

// The map's own CSS (Leaflet's included) ships in the kit's stylesheet, as hosts load it.
import '@/theme/app.css';

import { render } from '../support/render';

const markers: MapMarker[] = [
  { id: 'sh', lat: 31.2047, lng: 121.5906, label: 'Shanghai campus' },
  { id: 'sz', lat: 31.3236, lng: 120.7278, label: 'Suzhou plant' },
  { id: 'wh', lat: 30.5052, lng: 114.4115, label: 'Wuhan data center' },
];

/** Mounts a map and waits for Leaflet (imported when a map mounts) to draw the markers. */
async function mount(
  width: number,
  initial = markers,
): Promise<{ host: HTMLDivElement; rerender: (list: MapMarker[]) => void }> {
  const host = document.body.appendChild(document.createElement('div'));
  host.style.width = `${width}px`;
  const map = (list: MapMarker[]) => (
    <MapView aria-label="Sites" markers={list} tiles={null} style={{ height: 320 }} />
  );
  const view = render(map(initial), { host });
  await expect.poll(() => host.querySelectorAll('path.ee-map-marker').length).toBe(initial.length);
  return { host, rerender: (list) => view.rerender(map(list)) };
}

const wuhan = (host: HTMLElement) => host.querySelectorAll<SVGPathElement>('path.ee-map-marker')[2];
const centreOf = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};
/** Where the Wuhan marker is, from the centre of the map (the point a resize keeps). */
const offset = (host: HTMLElement) => {
  const box = host.querySelector('.ee-map')!.getBoundingClientRect();
  return Math.round(centreOf(wuhan(host)).x - (box.left + box.width / 2));
};
/** Pixels between the Shanghai and Wuhan markers: it grows with the zoom. */
const spread = (host: HTMLElement) => {
  const paths = host.querySelectorAll<SVGPathElement>('path.ee-map-marker');
  return Math.round(centreOf(paths[0]).x - centreOf(paths[2]).x);
};
const allInView = (host: HTMLElement) => {
  const box = host.querySelector('.ee-map')!.getBoundingClientRect();
  return Array.from(host.querySelectorAll('path.ee-map-marker')).every((p) => {
    const c = centreOf(p);
    return c.x > box.left && c.x < box.right && c.y > box.top && c.y < box.bottom;
  });
};
/** Every open label lies whole inside the map (none clipped at its edge). */
const labelsInView = (host: HTMLElement) => {
  const box = host.querySelector('.ee-map')!.getBoundingClientRect();
  return Array.from(host.querySelectorAll('.ee-map-label')).every((l) => {
    const r = l.getBoundingClientRect();
    return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
  });
};
const labels = (host: HTMLElement) =>
  Array.from(host.querySelectorAll('.ee-map-label')).map((l) => l.textContent);
const frames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * The view has come to rest: no pan or zoom animation, and the markers where they were two
 * frames ago. A fit after a resize may take a few steps (the observer, then Leaflet's own
 * size check); a pan that started in the middle of them would be measured from a moving place.
 */
async function settled(host: HTMLElement): Promise<void> {
  await expect
    .poll(async () => {
      if (host.querySelector('.leaflet-pan-anim, .leaflet-zoom-anim')) return false;
      const at = `${offset(host)}:${spread(host)}`;
      await frames();
      return at === `${offset(host)}:${spread(host)}`;
    })
    .toBe(true);
}

/** The user pans the map with the keyboard: the markers move 80 px to the right. */
async function panLeft(host: HTMLElement): Promise<number> {
  await settled(host);
  const before = offset(host);
  const map = host.querySelector<HTMLElement>('.ee-map')!;
  // Without scrolling: a page that scrolls to the map mid-pan moved the boxes being measured.
  map.focus({ preventScroll: true });
  // The key is pressed in the page, not through the runner's keyboard command: in three full runs
  // in a row that command found the test's frame detached (a runner fault: the frame was there), at
  // this first command of the file. Leaflet reads keyCode from the focused map's keydown.
  const press = new KeyboardEvent('keydown', {
    key: 'ArrowLeft',
    code: 'ArrowLeft',
    bubbles: true,
    cancelable: true,
  });
  Object.defineProperty(press, 'keyCode', { get: () => 37 });
  map.dispatchEvent(press);
  // Leaflet animates the pan: wait for its end, as a step still to come would undo a resize's
  // own re-centring (the offset rounds to its target a few frames early).
  await expect.poll(() => host.querySelector('.leaflet-pan-anim')).toBeNull();
  await expect.poll(() => offset(host)).toBe(before + 80);
  return before + 80;
}

test('a new array with the same markers keeps the view the user chose and the label they opened', async () => {
  const { host, rerender } = await mount(900);
  expect(labels(host)).toEqual(['Wuhan data center']); // Shanghai and Suzhou collide at this zoom
  act(() =>
    host
      .querySelector('path.ee-map-marker')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true })),
  );
  expect(labels(host)).toContain('Shanghai campus');
  const panned = await panLeft(host);

  rerender(markers.map((m) => ({ ...m })));
  await frames();
  expect(offset(host)).toBe(panned);
  expect(labels(host)).toContain('Shanghai campus');

  // New content is a new view: fitted again.
  rerender(markers.slice(1));
  expect(labels(host)).toEqual(['Suzhou plant', 'Wuhan data center']);
  expect(allInView(host)).toBe(true);
  expect(labelsInView(host)).toBe(true);
});

// Retried once: in one full run of ten, on a loaded machine, the keyboard pan after the resize
// ended 100 px further than Leaflet's 80 px step (not reproduced in 4 runs of the file alone); a view that is
// refitted after a pan, or never re-centred, fails both tries.
test('a box that changes size is fitted again, until the user pans', { retry: 1 }, async () => {
  const { host } = await mount(420);
  const narrow = spread(host);
  expect(allInView(host)).toBe(true);
  expect(labelsInView(host)).toBe(true);

  host.style.width = '1000px';
  await expect.poll(() => spread(host)).toBeGreaterThan(narrow * 1.5);
  expect(allInView(host)).toBe(true);
  expect(labelsInView(host)).toBe(true);

  const panned = await panLeft(host);
  host.style.width = '700px';
  // Until the resize has been handled and the view rests (two frames were not always enough on
  // a loaded CI machine: the offset was read mid-way). Polled, not read once at rest: in one full
  // run the view rested 150 px off (the width's change halved, as before the re-centring) for two
  // frames, so the re-centring came later still. A view that is refitted, or never re-centred,
  // still fails here.
  await frames();
  await settled(host);
  await expect.poll(() => offset(host)).toBe(panned);
});

test.each([460, 800, 1400])(
  'a long label at the outermost marker is not cut off by the edge of a %i px map',
  async (width) => {
    const long = markers.map((m) =>
      m.id === 'wh' ? { ...m, label: 'Wuhan Optics Valley Data Center (39)' } : m,
    );
    const { host } = await mount(width, long);
    expect(labels(host)).toContain('Wuhan Optics Valley Data Center (39)');
    expect(labelsInView(host)).toBe(true);
  },
);

test('a label that changes size after it opened (a web font arriving) is placed above its marker again', async () => {
  const { host } = await mount(900);
  const label = () => host.querySelector('.ee-map-label')!; // Wuhan's: the only one open
  const gap = () => Math.round(centreOf(wuhan(host)).y - label().getBoundingClientRect().bottom);
  // The kit's face (Public Sans) arrives after the first layout; measure once the label settled.
  await document.fonts.ready;
  await expect.poll(gap).toBeLessThan(40);
  const before = gap();
  const style = document.head.appendChild(document.createElement('style'));
  // Stronger than the kit's own label utilities, as a late-arriving web font's metrics would be.
  style.textContent =
    'body .leaflet-tooltip.ee-map-label { padding: 14px !important; font-size: 20px !important; }';
  try {
    await expect.poll(() => label().getBoundingClientRect().height).toBeGreaterThan(40);
    await expect.poll(gap).toBe(before);
  } finally {
    style.remove();
  }
});
