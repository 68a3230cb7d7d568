import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconDotsVertical, IconRefresh } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { IconButton } from '@/components/ui/icon-button';

const meta = {
  title: 'Components/UI/Card',
  component: Card,
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <IconButton aria-label="Refresh" size="sm">
      <IconRefresh aria-hidden />
    </IconButton>
    <IconButton aria-label="More actions" size="sm">
      <IconDotsVertical aria-hidden />
    </IconButton>
  </>
);

export const Default: Story = {
  render: (args) => (
    <Card {...args} className="ee:max-w-md">
      <CardHeader title="Device health" subtitle="Last 30 days" actions={actions} />
      <CardContent>
        <p className="ee:m-0">
          1,284 devices report normally; 37 need maintenance and 6 are out of service.
        </p>
      </CardContent>
      <CardFooter>
        <Button size="sm">View devices</Button>
        <Button size="sm" variant="tonal" color="secondary">
          Export
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Device health' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'More actions' })).toBeVisible();
  },
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args} className="ee:max-w-md">
      <CardContent>A card with only a body.</CardContent>
    </Card>
  ),
};

export const TitleOnly: Story = {
  render: (args) => (
    <Card {...args} className="ee:max-w-md">
      <CardHeader title="Substations" />
      <CardContent>Twelve substations across three regions.</CardContent>
    </Card>
  ),
};

export const Bordered: Story = { globals: { skin: 'bordered' }, render: Default.render };
export const Dark: Story = { globals: { theme: 'dark' }, render: Default.render };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Card {...args} className="ee:max-w-md">
      <CardHeader title="حالة الأجهزة" subtitle="آخر 30 يومًا" actions={actions} />
      <CardContent>تعمل 1284 جهازًا بشكل طبيعي.</CardContent>
      <CardFooter>
        <Button size="sm">عرض الأجهزة</Button>
      </CardFooter>
    </Card>
  ),
};
