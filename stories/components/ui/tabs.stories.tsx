import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBolt, IconHistory, IconInfoCircle } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const meta = {
  title: 'Components/UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function Panels({ labels = ['Overview', 'Readings', 'History'] }: { labels?: string[] }) {
  return (
    <>
      <TabsContent value="overview">
        {labels[0]}: rated 630 A, installed 2019, last inspected in March.
      </TabsContent>
      <TabsContent value="readings">
        {labels[1]}: voltage, current and temperature of the last 24 hours.
      </TabsContent>
      <TabsContent value="history">
        {labels[2]}: every inspection and repair of this device.
      </TabsContent>
    </>
  );
}

/** Underline look; arrow keys move between tabs (and wrap), Home/End jump. */
export const Underline: Story = {
  render: (args) => (
    <Card>
      <CardContent>
        <Tabs {...args}>
          <TabsList aria-label="Device">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="readings">Readings</TabsTrigger>
            <TabsTrigger value="history">History</TabsTrigger>
            <TabsTrigger value="disabled" disabled>
              Disabled
            </TabsTrigger>
          </TabsList>
          <Panels />
        </Tabs>
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    await userEvent.click(overview);
    await userEvent.keyboard('{ArrowRight}');
    const readings = canvas.getByRole('tab', { name: 'Readings' });
    await expect(readings).toHaveFocus();
    await expect(readings).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Readings: voltage');
    await expect(args.onValueChange).toHaveBeenCalledWith('readings');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(overview);
  },
};

export const Pills: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="pills" aria-label="Device">
        <TabsTrigger value="overview" icon={<IconInfoCircle />}>
          Overview
        </TabsTrigger>
        <TabsTrigger value="readings" icon={<IconBolt />}>
          Readings
        </TabsTrigger>
        <TabsTrigger value="history" icon={<IconHistory />}>
          History
        </TabsTrigger>
      </TabsList>
      <Card className="ee:mt-5">
        <CardContent>
          <Panels />
        </CardContent>
      </Card>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('History: every inspection');
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Underline.render };
export const DarkPills: Story = { globals: { theme: 'dark' }, render: Pills.render };

/** In rtl the tabs run right to left and ArrowLeft moves to the next one. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <Card>
      <CardContent>
        <Tabs {...args}>
          <TabsList aria-label="الجهاز">
            <TabsTrigger value="overview">نظرة عامة</TabsTrigger>
            <TabsTrigger value="readings">القراءات</TabsTrigger>
            <TabsTrigger value="history">السجل</TabsTrigger>
          </TabsList>
          <Panels labels={['نظرة عامة', 'القراءات', 'السجل']} />
        </Tabs>
      </CardContent>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'نظرة عامة' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'القراءات' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'نظرة عامة' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
