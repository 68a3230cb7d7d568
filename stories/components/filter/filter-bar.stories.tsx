import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FilterBar } from '@/components/filter/filter-bar';
import { SearchInput } from '@/components/filter/search-input';
import { SelectFilter } from '@/components/filter/select-filter';
import { Card } from '@/components/ui/card';

interface Args {
  onClearAll: () => void;
}

function Demo({ onClearAll }: Args) {
  const [q, setQ] = useState('breaker');
  const [status, setStatus] = useState<string | undefined>('active');
  const [sites, setSites] = useState<string[]>(['lyon', 'rabat']);
  const siteOptions = [
    { value: 'lyon', label: 'Lyon North', count: 31 },
    { value: 'rabat', label: 'Rabat Agdal', count: 12 },
    { value: 'berlin', label: 'Berlin Mitte', count: 8 },
  ];
  const chips = [
    ...(q ? [{ key: 'q', label: `Search: ${q}`, onRemove: () => setQ('') }] : []),
    ...(status
      ? [{ key: 'status', label: `Status: ${status}`, onRemove: () => setStatus(undefined) }]
      : []),
    ...sites.map((s) => ({
      key: `site-${s}`,
      label: `Site: ${siteOptions.find((o) => o.value === s)?.label}`,
      onRemove: () => setSites(sites.filter((x) => x !== s)),
    })),
  ];
  return (
    <Card className="ee:p-5">
      <FilterBar
        title="Filters"
        activeFilters={chips}
        onClearAll={() => {
          setQ('');
          setStatus(undefined);
          setSites([]);
          onClearAll();
        }}
      >
        <SearchInput value={q} onChange={setQ} className="ee:w-64" />
        <SelectFilter
          label="Status"
          options={['active', 'maintenance', 'offline'].map((v) => ({ value: v, label: v }))}
          value={status}
          onChange={setStatus}
        />
        <SelectFilter
          label="Site"
          multiple
          options={siteOptions}
          value={sites}
          onChange={setSites}
        />
      </FilterBar>
    </Card>
  );
}

const meta = {
  title: 'Components/Filter/FilterBar',
  args: { onClearAll: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActiveFilters: Story = {};

/** A chip removes its filter; "Clear all" removes every one. */
export const RemoveAndClear: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Remove filter Site: Rabat Agdal' }));
    await expect(c.queryByText('Site: Rabat Agdal')).toBeNull();
    await expect(c.getByRole('button', { name: 'Site: Lyon North' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(c.queryByRole('group', { name: 'Active filters' })).toBeNull();
    await expect(c.getByRole('searchbox')).toHaveValue('');
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };
