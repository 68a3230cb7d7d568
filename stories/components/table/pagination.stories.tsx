import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { pageRange } from '@/components/table/page-range';
import { Pagination } from '@/components/table/pagination';
import { Card } from '@/components/ui/card';

interface Args {
  total: number;
  initialPage: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

function Demo({ total, initialPage, onPageChange, onPageSizeChange }: Args) {
  const [page, setPage] = useState(initialPage);
  const [size, setSize] = useState(10);
  return (
    <Card className="ee:px-5 ee:py-4">
      <Pagination
        page={page}
        pageSize={size}
        total={total}
        onPageChange={(p) => {
          setPage(p);
          onPageChange(p);
        }}
        onPageSizeChange={(s) => {
          setSize(s);
          setPage(1);
          onPageSizeChange(s);
        }}
      />
    </Card>
  );
}

const meta = {
  title: 'Components/Table/Pagination',
  args: { total: 243, initialPage: 1, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(c.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(c.getByText('Showing 31 to 40 of 243 entries')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(25);
    await expect(c.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(24);
    await userEvent.selectOptions(c.getByLabelText('Rows per page'), '100');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(100);
    await expect(c.getByText('Showing 1 to 100 of 243 entries')).toBeVisible();
    await expect(pageRange(10, 25)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 25]);
    await expect(pageRange(1, 3)).toEqual([1, 2, 3]);
  },
};

export const MiddlePage: Story = { args: { initialPage: 12 } };

export const SinglePage: Story = {
  args: { total: 4 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(c.getByText('Showing 1 to 4 of 4 entries')).toBeVisible();
  },
};

export const Empty: Story = { args: { total: 0 } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { initialPage: 12 },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'الصفحة التالية' });
    await expect(next.querySelector('svg')).toHaveClass('ee:rtl:rotate-180');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { initialPage: 12 } };
