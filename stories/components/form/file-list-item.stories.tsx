import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { FileListItem } from '@/components/form/file-list-item';

interface Listed {
  name: string;
  size: string;
}

const FILES: Listed[] = [
  { name: 'transformer-T2-inspection-report-2026-03.pdf', size: '1.2 MB' },
  { name: 'مخطط-اللوحة.png', size: '380 KB' },
  { name: '配电柜照片.jpg', size: '2.4 MB' },
];

/** A list as the drop zone and the e-mail compose draw it: each row removes its own file. */
function FileList({ initial }: { initial: Listed[] }) {
  const [files, setFiles] = useState(initial);
  if (files.length === 0) return <p className="ee:text-muted">No files attached.</p>;
  return (
    <ul
      aria-label="Attached files"
      className="ee:m-0 ee:flex ee:max-w-[420px] ee:list-none ee:flex-col ee:gap-1.5 ee:p-0"
    >
      {files.map((f) => (
        <FileListItem
          key={f.name}
          name={f.name}
          size={f.size}
          removeLabel={`Remove ${f.name}`}
          onRemove={() => setFiles(files.filter((x) => x !== f))}
        />
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Form/FileListItem',
  component: FileList,
  args: { initial: FILES },
} satisfies Meta<typeof FileList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A long name is cut with an ellipsis; Arabic and Chinese names keep their order in the row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Attached files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Remove takes away that row only; the last one removed leaves the empty text. */
export const Remove: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Remove مخطط-اللوحة.png' }));
    await expect(c.queryByText('مخطط-اللوحة.png')).toBeNull();
    await expect(c.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: `Remove ${FILES[0].name}` }));
    await userEvent.click(c.getByRole('button', { name: `Remove ${FILES[2].name}` }));
    await expect(c.getByText('No files attached.')).toBeVisible();
  },
};

export const Rtl: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };
