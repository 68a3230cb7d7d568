import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/table';
import { Card, CardHeader } from '@/components/ui/card';

interface Line {
  part: string;
  price: string;
  qty: string;
  total: string;
}

interface Text {
  title: string;
  part: string;
  price: string;
  qty: string;
  total: string;
  lines: Line[];
}

const english: Text = {
  title: 'Spare parts',
  part: 'Part',
  price: 'Unit price',
  qty: 'Qty',
  total: 'Line total',
  lines: [
    { part: 'Surge arrester 10 kV', price: '$182.00', qty: '3', total: '$546.00' },
    { part: 'Fuse link 63 A', price: '$12.50', qty: '24', total: '$300.00' },
    { part: 'Busbar insulator', price: '$8.90', qty: '1,200', total: '$10,680.00' },
  ],
};

const arabic: Text = {
  title: 'قطع الغيار',
  part: 'القطعة',
  price: 'سعر الوحدة',
  qty: 'الكمية',
  total: 'إجمالي السطر',
  lines: [
    { part: 'مانعة صواعق 10 ك.ف', price: '182.00 US$', qty: '3', total: '546.00 US$' },
    { part: 'وصلة منصهر 63 أ', price: '12.50 US$', qty: '24', total: '300.00 US$' },
    { part: 'عازل قضبان التوزيع', price: '8.90 US$', qty: '1,200', total: '10,680.00 US$' },
  ],
};

/** A card's table the way the kit's screens build one: hidden caption, edge columns, figures. */
function PartsCard({ text }: { text: Text }) {
  return (
    <Card className="ee:max-w-3xl">
      <CardHeader title={text.title} />
      <Table>
        <TableCaption srOnly>{text.title}</TableCaption>
        <TableHead>
          <TableHeaderCell inset="edge">{text.part}</TableHeaderCell>
          <TableHeaderCell align="end">{text.price}</TableHeaderCell>
          <TableHeaderCell align="end">{text.qty}</TableHeaderCell>
          <TableHeaderCell inset="edge" align="end">
            {text.total}
          </TableHeaderCell>
        </TableHead>
        <TableBody>
          {text.lines.map((line) => (
            <TableRow key={line.part}>
              <TableHeaderCell scope="row" inset="edge">
                {line.part}
              </TableHeaderCell>
              <TableCell numeric>{line.price}</TableCell>
              <TableCell numeric>{line.qty}</TableCell>
              <TableCell inset="edge" numeric className="ee:text-heading">
                {line.total}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

const meta = {
  title: 'Table/Table',
  component: Table,
  render: () => <PartsCard text={english} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its caption; row names are row headers; figures end-aligned in figures of one width. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Spare parts' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: 'Fuse link 63 A' })).toBeVisible();
    const figure = within(table).getByRole('cell', { name: '$10,680.00' });
    await expect(getComputedStyle(figure).textAlign).toBe('end');
    await expect(getComputedStyle(figure).fontVariantNumeric).toBe('tabular-nums');
    // A rule between rows, none under the last: the card's edge closes the table.
    const rows = within(table).getAllByRole('row');
    await expect(getComputedStyle(rows[1]!).borderBottomWidth).toBe('1px');
    await expect(getComputedStyle(rows.at(-1)!).borderBottomWidth).toBe('0px');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** In rtl the first column sits on the right and the figures line up on the left (the end). */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: () => <PartsCard text={arabic} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'قطع الغيار' });
    const [part, , , total] = within(table).getAllByRole('columnheader');
    await expect(part!.getBoundingClientRect().left).toBeGreaterThan(
      total!.getBoundingClientRect().left,
    );
  },
};
