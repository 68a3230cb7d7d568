import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { toCsv } from '@/components/table/csv';

const rows = [
  { id: 'DEV-1', name: 'Breaker, main', note: 'He said "ok"', kw: 12.5 },
  { id: 'DEV-2', name: 'Line\nbreak', note: '=SUM(A1)', kw: 0 },
  { id: 'DEV-3', name: '电表', note: "-1+cmd|' /C calc'!A0", kw: -3 },
  { id: 'DEV-4', name: 'Spare', note: null, kw: -0.5 },
];
const columns = [
  { header: 'Device', value: (r: (typeof rows)[number]) => r.id },
  { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
  { header: 'Note', value: (r: (typeof rows)[number]) => r.note },
  { header: 'Power, kW', value: (r: (typeof rows)[number]) => r.kw },
];

const meta = {
  title: 'Components/Table/CSV export',
  render: () => (
    <pre
      data-testid="csv"
      className="ee:rounded-ee ee:bg-surface ee:p-4 ee:text-[13px] ee:text-heading"
    >
      {toCsv(rows, columns)}
    </pre>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * `toCsv` quotes separators, quotes and line breaks, and defuses formulas (a quote in front, then
 * quoted); numbers stay numbers.
 */
export const Quoting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('csv')).toBeVisible();
    const csv = toCsv(rows, columns);
    const lines = csv.split('\r\n');
    await expect(lines[0]).toBe('Device,Name,Note,"Power, kW"');
    await expect(lines[1]).toBe('DEV-1,"Breaker, main","He said ""ok""",12.5');
    await expect(csv).toContain('DEV-2,"Line\nbreak","\'=SUM(A1)",0');
    await expect(csv).toContain(`DEV-3,电表,"'-1+cmd|' /C calc'!A0",-3`);
    await expect(lines.at(-1)).toBe('DEV-4,Spare,,-0.5');
    await expect(toCsv([], columns)).toBe('Device,Name,Note,"Power, kW"');
  },
};
