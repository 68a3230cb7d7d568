import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { MapView, type MapMarker } from '@/components/map/map-view';

const markers: MapMarker[] = [
  { id: 'sh', lat: 31.2047, lng: 121.5906, label: 'Shanghai campus', tone: 'primary' },
  { id: 'sz', lat: 31.3236, lng: 120.7278, label: 'Suzhou plant', tone: 'info' },
  { id: 'wh', lat: 30.5052, lng: 114.4115, label: 'Wuhan data center', tone: 'warning' },
];

/**
 * Tiles are off in every story (`tiles: null`): tests have no network, and pixels must not depend
 * on it.
 */
const meta = {
  title: 'Components/Map/MapView',
  component: MapView,
  args: { markers, tiles: null, 'aria-label': 'Map of the sites', onMarkerClick: fn() },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three markers on a plain background, labelled, fitted into view; a click reports the marker. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('path.ee-map-marker')).toHaveLength(3),
    );
    // Labels that would collide (Shanghai and Suzhou at this zoom) show on hover instead.
    await expect(canvasElement.querySelectorAll('.ee-map-label').length).toBeGreaterThan(0);
    canvasElement
      .querySelector('path.ee-map-marker')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() => expect(args.onMarkerClick).toHaveBeenCalledWith('sh'));
    // The click also opens that marker's label (it was hidden as crowded).
    await waitFor(() =>
      expect(
        Array.from(canvasElement.querySelectorAll('.ee-map-label')).map((l) => l.textContent),
      ).toContain('Shanghai campus'),
    );
  },
};

/** The selected marker is larger with a ring. */
export const Selected: Story = { args: { selectedId: 'sz' } };

/** One point: the view centres on it at the closest zoom. */
export const SinglePoint: Story = { args: { markers: [markers[0]] } };

/** No points: the whole world, still a plain background. */
export const Empty: Story = { args: { markers: [] } };

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * Labels are text, never markup, and each takes its own direction: in a right-to-left page a
 * label that starts with a number keeps it in front.
 */
export const TextLabelsRtl: Story = {
  globals: { direction: 'rtl' },
  args: {
    markers: [
      { id: 'kv', lat: 31.2047, lng: 121.5906, label: '35 kV Substation (19)', tone: 'primary' },
      {
        id: 'x',
        lat: 30.5052,
        lng: 114.4115,
        label: '<img src=x onerror="window.__mapXss=1"> & <b>Yard</b>',
        tone: 'error',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.ee-map-label')).toHaveLength(2));
    const labels = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('.ee-map-label span[dir="auto"]'),
    );
    await expect(labels.map((l) => l.textContent)).toEqual([
      '35 kV Substation (19)',
      '<img src=x onerror="window.__mapXss=1"> & <b>Yard</b>',
    ]);
    await expect(canvasElement.querySelector('.ee-map-label img, .ee-map-label b')).toBeNull();
    await expect((window as { __mapXss?: number }).__mapXss).toBeUndefined();
  },
};

/**
 * `focusZoom`: the selected marker is centred at that zoom (Wuhan, far from the other two), and
 * clearing the selection fits every marker again.
 */
export const FocusSelected: Story = {
  args: { selectedId: 'wh', focusZoom: 9 },
  // No pixel baseline: after the zoom, Leaflet places the label at a sub-pixel offset that a busy
  // machine once rounded a pixel lower (495 pixels along its edge). Where it sits is what this
  // story checks, below; Default and the other baselines keep the map's look.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('path.ee-map-marker')).toHaveLength(3),
    );
    const map = canvasElement.querySelector('.ee-map') as HTMLElement;
    await waitFor(() => {
      const label = Array.from(canvasElement.querySelectorAll<HTMLElement>('.ee-map-label')).find(
        (l) => l.textContent === 'Wuhan data center',
      );
      expect(label).toBeDefined();
      const box = map.getBoundingClientRect();
      const mark = label!.getBoundingClientRect();
      expect(Math.abs(mark.left + mark.width / 2 - (box.left + box.width / 2))).toBeLessThan(4);
    });
    // The other two are far outside the view at this zoom (their labels sit out of the box).
    const box = map.getBoundingClientRect();
    const outside = Array.from(canvasElement.querySelectorAll<HTMLElement>('.ee-map-label'))
      .filter((label) => label.textContent !== 'Wuhan data center')
      .filter((label) => {
        const r = label.getBoundingClientRect();
        return r.right < box.left || r.left > box.right || r.bottom < box.top || r.top > box.bottom;
      });
    await expect(outside.map((l) => l.textContent).sort()).toEqual([
      'Shanghai campus',
      'Suzhou plant',
    ]);
  },
};
