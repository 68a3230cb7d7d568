import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { SelectFilter, type FilterOption } from '@/components/filter/select-filter';

const statusOptions: FilterOption<'active' | 'maintenance' | 'offline'>[] = [
  { value: 'active', label: 'Active', count: 128 },
  { value: 'maintenance', label: 'Maintenance', count: 14 },
  { value: 'offline', label: 'Offline', count: 6 },
];
const typeOptions: FilterOption[] = [
  { value: 'transformer', label: 'Transformer', count: 42 },
  { value: 'breaker', label: 'Breaker', count: 77 },
  { value: 'meter', label: 'Meter', count: 19 },
];

interface Args {
  onSingle: (v: string | undefined) => void;
  onMulti: (v: string[]) => void;
}

function Demo({ onSingle, onMulti }: Args) {
  const [status, setStatus] = useState<'active' | 'maintenance' | 'offline' | undefined>(undefined);
  const [types, setTypes] = useState<string[]>(['breaker']);
  return (
    <div className="ee:flex ee:flex-wrap ee:gap-3">
      <SelectFilter
        label="Status"
        options={statusOptions}
        value={status}
        onChange={(v) => {
          setStatus(v);
          onSingle(v);
        }}
      />
      <SelectFilter
        label="Type"
        multiple
        options={typeOptions}
        value={types}
        onChange={(v) => {
          setTypes(v);
          onMulti(v);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Filter/SelectFilter',
  args: { onSingle: fn(), onMulti: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Single choice: a listbox with counts; multi: checkboxes. Focus returns to the trigger. */
export const Interaction: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const status = c.getByRole('button', { name: 'Status: All' });
    await userEvent.click(status);
    const listbox = await body.findByRole('listbox', { name: 'Status' });
    await expect(within(listbox).getByRole('option', { name: /Maintenance/ })).toHaveTextContent(
      '14',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSingle).toHaveBeenLastCalledWith('maintenance');
    await waitFor(() =>
      expect(c.getByRole('button', { name: 'Status: Maintenance' })).toHaveFocus(),
    );

    await userEvent.click(c.getByRole('button', { name: 'Type: Breaker' }));
    await userEvent.click(await body.findByRole('checkbox', { name: 'Meter' }));
    await expect(args.onMulti).toHaveBeenLastCalledWith(['breaker', 'meter']);
    await userEvent.keyboard('{Escape}');
    await expect(c.getByRole('button', { name: 'Type: 2 selected' })).toBeVisible();
  },
};

export const OpenMulti: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Type: Breaker' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('group', { name: 'Type' }),
    ).toBeVisible();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * A site's tree of places, as the register's Location filter lists them (names as people typed
 * them).
 */
const PLACES: [names: string[], count: number][] = [
  [['Suzhou Industrial Park Plant'], 48],
  [['Suzhou Industrial Park Plant', '35 kV Substation'], 20],
  [['Suzhou Industrial Park Plant', '35 kV Substation', 'Bay 1'], 6],
  [['Suzhou Industrial Park Plant', '35 kV Substation', 'Transformer room B'], 4],
  [['Suzhou Industrial Park Plant', 'Workshop 1'], 12],
  [['Wuhan Optics Valley Data Center'], 30],
  [['Wuhan Optics Valley Data Center', '10 kV Substation'], 14],
  [['Wuhan Optics Valley Data Center', '10 kV Substation', 'Bay 1'], 5],
  [['Wuhan Optics Valley Data Center', 'Métro Hall'], 3],
];
const placeOptions: FilterOption[] = PLACES.map(([names, count], i) => ({
  value: String(i + 1),
  label: names[names.length - 1],
  depth: names.length - 1,
  path: names,
  count,
}));

/** The filter in a box tall enough for its open list (the picture holds the list). */
function PlaceFilter({ onSingle, label = 'Location' }: Args & { label?: string }) {
  const [place, setPlace] = useState<string | undefined>(undefined);
  return (
    <div className="ee:min-h-[30rem] ee:w-80">
      <SelectFilter
        searchable
        label={label}
        options={placeOptions}
        value={place}
        onChange={(v) => {
          setPlace(v);
          onSingle(v);
        }}
        className="ee:max-w-72"
      />
    </div>
  );
}

/**
 * Type-ahead in a long list (the register's locations): the field takes the focus, every word
 * typed narrows the list (any order, any case, accents ignored), the arrow keys move through the
 * matches while the focus stays in the field (aria-activedescendant), Enter picks, and the
 * trigger shows the chosen path with its leaf whole.
 */
export const Searchable: Story = {
  parameters: { visual: false },
  render: (args) => <PlaceFilter {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Location: All' }));
    const search = await body.findByRole('combobox', { name: 'Search in Location' });
    await waitFor(() => expect(search).toHaveFocus());
    const listbox = body.getByRole('listbox', { name: 'Location' });
    await expect(search).toHaveAttribute('aria-controls', listbox.id);
    // The tree while nothing is typed: "All", then every place.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(PLACES.length + 1);

    await userEvent.type(search, 'bay 1 WUHAN');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await expect(body.getByRole('status')).toHaveTextContent('Matching choices: 1');
    // A match shows its path, so the two "Bay 1" are told apart.
    await expect(within(listbox).getByRole('option')).toHaveTextContent(
      /Wuhan Optics Valley Data Center.*10 kV Substation.*Bay 1/,
    );
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option').id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSingle).toHaveBeenLastCalledWith('8');
    const trigger = await c.findByRole('button', {
      name: /^Location: Wuhan Optics Valley Data Center\s*,\s*10 kV Substation\s*,\s*Bay 1$/,
    });
    await waitFor(() => expect(trigger).toHaveFocus());

    // Accents do not matter; the arrow keys move the active choice, the field keeps the focus.
    await userEvent.click(trigger);
    const again = await body.findByRole('combobox', { name: 'Search in Location' });
    await userEvent.type(again, 'metro');
    await waitFor(() =>
      expect(
        within(body.getByRole('listbox', { name: 'Location' })).getByRole('option'),
      ).toHaveTextContent('Métro Hall'),
    );
    await userEvent.clear(again);
    await userEvent.type(again, 'substation');
    const options = within(body.getByRole('listbox', { name: 'Location' })).getAllByRole('option');
    await expect(options).toHaveLength(5);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(again).toHaveFocus();
    await expect(again).toHaveAttribute('aria-activedescendant', options[2].id);
    await expect(options[2]).toHaveAttribute('data-active');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSingle).toHaveBeenLastCalledWith('4');

    // Nothing matches: said, and nothing is picked by Enter.
    await userEvent.click(c.getByRole('button', { name: /^Location: Suzhou/ }));
    const third = await body.findByRole('combobox', { name: 'Search in Location' });
    await userEvent.type(third, 'zzz');
    await expect(await body.findByText('No choice matches “zzz”.')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSingle).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
  },
};

/** The search open in Arabic (right to left): the field, the tree indented from the right. */
export const SearchableRtl: Story = {
  globals: { locale: 'ar' },
  render: (args) => <PlaceFilter {...args} label="الموقع" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'الموقع: الكل' }));
    const search = await within(canvasElement.ownerDocument.body).findByRole('combobox', {
      name: 'البحث في الموقع',
    });
    await userEvent.type(search, 'bay');
    await within(canvasElement.ownerDocument.body).findByText('الخيارات المطابقة: 2');
  },
};

/** A path chosen: the trigger cuts it in the middle, the leaf whole; matches show their paths. */
export const SearchableChosen: Story = {
  render: (args) => <PlaceFilter {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Location: All' }));
    await userEvent.type(
      await body.findByRole('combobox', { name: 'Search in Location' }),
      'transformer',
    );
    await userEvent.keyboard('{Enter}');
    const trigger = await c.findByRole('button', { name: /Transformer room B$/ });
    const leaf = Array.from(trigger.querySelectorAll('bdi')).at(-1)!;
    await expect(leaf).toHaveTextContent('Transformer room B');
    await expect(leaf.scrollWidth).toBeLessThanOrEqual(leaf.clientWidth);
    await userEvent.click(trigger);
    await userEvent.type(
      await body.findByRole('combobox', { name: 'Search in Location' }),
      'suzhou',
    );
    await body.findByText('Matching choices: 5');
  },
};
