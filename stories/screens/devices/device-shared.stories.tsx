import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { useDevice } from '@/api/client/devices';
import { DEVICE_CATEGORIES, DEVICE_STATUSES, type DeviceCondition } from '@/api/types/devices';
import { Button } from '@/components/ui/button';
import { CategoryChip } from '@/screens/devices/shared/category-chip';
import { ConditionBadge } from '@/screens/devices/shared/condition-badge';
import { NextInspectionCell } from '@/screens/devices/shared/device-columns';
import { DeviceFormDrawer } from '@/screens/devices/shared/device-form-drawer';
import { DeviceStatusChip } from '@/screens/shared/device-status-chip';
import { LocationTrail } from '@/screens/shared/location-trail';

/**
 * The pieces every device screen shares: status chip, condition grade, category chip, next
 * inspection, the device drawer.
 */
const meta = {
  title: 'Screens/Devices/Shared pieces',
  parameters: { route: '/devices' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const GRADES: DeviceCondition[] = [1, 2, 3, 4, 5];

function Gallery() {
  return (
    <div className="ee:flex ee:flex-col ee:gap-5">
      <div className="ee:flex ee:flex-wrap ee:gap-2">
        {DEVICE_STATUSES.map((s) => (
          <DeviceStatusChip key={s} status={s} />
        ))}
      </div>
      <div className="ee:flex ee:flex-wrap ee:gap-6">
        {GRADES.map((g) => (
          <ConditionBadge key={g} grade={g} />
        ))}
      </div>
      <div className="ee:flex ee:flex-wrap ee:gap-6">
        {GRADES.map((g) => (
          <ConditionBadge key={g} grade={g} compact />
        ))}
      </div>
      <div className="ee:flex ee:flex-wrap ee:gap-2">
        {DEVICE_CATEGORIES.map((c) => (
          <CategoryChip key={c} category={c} />
        ))}
      </div>
      <div className="ee:flex ee:flex-wrap ee:gap-8">
        <NextInspectionCell device={{ nextInspection: '2026-07-01', overdue: false }} />
        <NextInspectionCell device={{ nextInspection: '2026-05-02', overdue: true }} />
        <NextInspectionCell device={{ nextInspection: null, overdue: false }} />
      </div>
    </div>
  );
}

/**
 * The colours of a condition badge's five bars, left to right, as drawn (a bar left empty is a
 * faint tint).
 */
function barColours(badge: Element): { r: number; g: number; b: number; a: number }[] {
  const bars = [...badge.querySelectorAll(':scope > [aria-hidden] > span')];
  return bars.map((bar) => {
    const [r, g, b, a = 1] = (getComputedStyle(bar).backgroundColor.match(/[\d.]+/g) ?? []).map(
      Number,
    );
    return { r, g, b, a };
  });
}

/** Statuses, grades (full and compact), categories and next-inspection cells. */
export const Chips: Story = {
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Fault')).toBeVisible();
    await expect(c.getByText('Grade 5 · Replace')).toBeVisible();
    await expect(c.getByText('Overdue')).toBeVisible();
    // Good looks good: grade 1 is a full meter in green, grade 5 (replace) a single red bar.
    for (const badge of [
      c.getByText('Grade 1 · Good').parentElement!,
      c.getByRole('img', { name: 'Condition 1 · Good' }),
    ]) {
      const bars = barColours(badge);
      await expect(bars.filter((bar) => bar.a === 1)).toHaveLength(5);
      await expect(bars.every((bar) => bar.g > bar.r && bar.g > bar.b)).toBe(true);
    }
    for (const badge of [
      c.getByText('Grade 5 · Replace').parentElement!,
      c.getByRole('img', { name: 'Condition 5 · Replace' }),
    ]) {
      const lit = barColours(badge).filter((bar) => bar.a === 1);
      await expect(lit).toHaveLength(1);
      await expect(lit[0].r).toBeGreaterThan(lit[0].g);
    }
    const litBars = (grade: number) =>
      barColours(c.getByText(new RegExp(`^Grade ${grade} ·`)).parentElement!).filter(
        (bar) => bar.a === 1,
      ).length;
    await expect([1, 2, 3, 4, 5].map(litBars)).toEqual([5, 4, 3, 2, 1]);
  },
};

/** Chinese labels. */
export const ChipsChinese: Story = {
  render: () => <Gallery />,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('故障')).toBeVisible();
  },
};

/** Arabic, right to left: the grade bars fill from the right. */
export const ChipsRtl: Story = {
  render: () => <Gallery />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('عطل')).toBeVisible();
  },
};

function EditDemo({ onSaved }: { onSaved: () => void }) {
  const device = useDevice('24DC10001');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!device.data} onClick={() => setOpen(true)}>
        Edit 24DC10001
      </Button>
      {device.data && (
        <DeviceFormDrawer
          open={open}
          onOpenChange={setOpen}
          device={device.data}
          onSaved={onSaved}
        />
      )}
    </>
  );
}

const onSaved = fn();

/** The drawer of 24DC10001, opened once the device has loaded. */
async function openEditDrawer(canvasElement: HTMLElement) {
  const c = within(canvasElement);
  await waitFor(() => expect(c.getByRole('button', { name: 'Edit 24DC10001' })).toBeEnabled());
  await userEvent.click(c.getByRole('button', { name: 'Edit 24DC10001' }));
  return within(await screen.findByRole('dialog', { name: 'Edit device 24DC10001' }));
}

/**
 * Editing: the number is read-only, the type fixed, the nameplate shows the type's fields; a
 * changed name saves.
 */
export const EditDevice: Story = {
  parameters: { visual: false },
  beforeEach: () => {
    onSaved.mockClear();
  },
  render: () => <EditDemo onSaved={onSaved} />,
  play: async ({ canvasElement }) => {
    const d = await openEditDrawer(canvasElement);
    await expect(d.getByLabelText(/^Device number/)).toHaveAttribute('readonly');
    await expect(d.getByRole('combobox', { name: /^Type/ })).toBeDisabled();
    // The nameplate fields come with the device types, which may still be loading.
    await expect(await d.findByRole('group', { name: 'Nameplate' })).toBeVisible();
    const name = d.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Main LV cabinet A');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Edit device 24DC10001' }),
      ).not.toBeInTheDocument(),
    );
    await expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ number: '24DC10001', name: 'Main LV cabinet A' }),
    );
  },
};

/**
 * Issue 35.6: Enter in the Tags field adds a tag and never submits the drawer; a comma adds one
 * too, Backspace takes the last back off; the tags and the notes typed after them are saved.
 */
export const EditDeviceTags: Story = {
  parameters: { visual: false },
  beforeEach: () => {
    onSaved.mockClear();
  },
  render: () => <EditDemo onSaved={onSaved} />,
  play: async ({ canvasElement }) => {
    const before = (await (await fetch('/api/devices/24DC10001')).json()) as { tags: string[] };
    const d = await openEditDrawer(canvasElement);
    const tags = d.getByLabelText(/^Tags/);
    await userEvent.type(tags, 'busbar retrofit{Enter}');
    await userEvent.type(tags, 'east wing,');
    await userEvent.type(tags, 'typo{Enter}{Backspace}');
    await expect(screen.getByRole('dialog', { name: 'Edit device 24DC10001' })).toBeVisible();
    await expect(onSaved).not.toHaveBeenCalled();
    await expect(d.getByRole('button', { name: 'Remove east wing' })).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Remove typo' })).toBeNull();
    await userEvent.type(d.getByLabelText(/^Notes/), 'Retrofit planned for July');
    await userEvent.click(d.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Edit device 24DC10001' }),
      ).not.toBeInTheDocument(),
    );
    const saved = (await (await fetch('/api/devices/24DC10001')).json()) as {
      tags: string[];
      notes: string;
    };
    await expect(saved.tags).toEqual([...before.tags, 'busbar retrofit', 'east wing']);
    await expect(saved.notes).toMatch(/Retrofit planned for July$/);
  },
};

/** A path whose names come from three scripts, as a site's people type them. */
const MIXED_PATH = [
  'موقع الرياض',
  'Suzhou Industrial Park Plant',
  '35 kV Substation',
  '变压器室 B',
  'Bay 1',
];

/**
 * A device's location in Arabic, right to left, with Latin and Chinese names (issue 35.16): the
 * path reads from the right, its separators point left as the breadcrumb's do (turned icons, not
 * the `›` glyph, which the bidi algorithm already mirrors), each name keeps its own order
 * ("35 kV"), and the room the location is in stays whole.
 */
export const LocationTrailRtl: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <div className="ee:flex ee:flex-col ee:gap-6">
      <LocationTrail names={MIXED_PATH} className="ee:max-w-none" />
      <LocationTrail names={MIXED_PATH} className="ee:max-w-36" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [wide, narrow] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[title]'));
    await expect(wide.textContent).not.toContain('›');
    await expect(wide).toHaveAttribute('title', expect.stringContaining('35 kV Substation'));
    const chevrons = Array.from(wide.querySelectorAll('svg'));
    await expect(chevrons.length).toBeGreaterThan(0);
    for (const chevron of chevrons) await expect(getComputedStyle(chevron).scale).toBe('-1 1');
    // The path above the location, right to left: the site rightmost.
    const names = Array.from(wide.querySelectorAll('bdi'));
    await expect(names.map((n) => n.textContent)).toEqual(MIXED_PATH.slice(0, -1));
    for (let i = 1; i < names.length; i++)
      await expect(names[i].getBoundingClientRect().right).toBeLessThan(
        names[i - 1].getBoundingClientRect().left + 1,
      );
    // "35 kV" reads left to right inside the Arabic line.
    const text = names[2].firstChild as Text;
    const range = (start: number, end: number) => {
      const r = document.createRange();
      r.setStart(text, start);
      r.setEnd(text, end);
      return r.getBoundingClientRect();
    };
    await expect(range(0, 2).left).toBeLessThan(range(3, 5).left);
    // Narrow, the room the location is in (the path's last name) still shows whole.
    const room = Array.from(narrow.querySelectorAll('bdi')).at(-1)!;
    await expect(room).toHaveTextContent('变压器室 B');
    await expect(room.scrollWidth).toBeLessThanOrEqual(room.clientWidth);
    const line = room.parentElement!.getBoundingClientRect();
    await expect(room.getBoundingClientRect().left).toBeGreaterThanOrEqual(line.left - 0.5);
  },
};

/**
 * The device drawer's Location field (issue 35.15): the chosen place is drawn as its path cut in
 * the middle, so the leaf ("Bay 1") always shows; the whole path is a tooltip on keyboard focus.
 */
export const LocationFieldLeaf: Story = {
  parameters: { visual: false },
  render: () => <EditDemo onSaved={onSaved} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByRole('button', { name: 'Edit 24DC10001' })).toBeEnabled());
    await userEvent.click(c.getByRole('button', { name: 'Edit 24DC10001' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit device 24DC10001' });
    const field = await within(drawer).findByRole('combobox', { name: /^Location/ });
    await waitFor(() => expect(field.querySelectorAll('bdi').length).toBeGreaterThan(1));
    const leaf = Array.from(field.querySelectorAll('bdi')).at(-1)!;
    await expect(leaf).toHaveTextContent('Bay 1');
    // Whole, and inside the field.
    await expect(leaf.scrollWidth).toBeLessThanOrEqual(leaf.clientWidth);
    await expect(leaf.getBoundingClientRect().right).toBeLessThanOrEqual(
      field.getBoundingClientRect().right,
    );
    // Keyboard focus shows the whole path.
    field.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent(/Suzhou Industrial Park Plant.*Bay 1/);
  },
};
