import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconAlertTriangle, IconBolt, IconPlugConnected, IconTool } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { StatCard, StatCardGrid } from '@/components/ui/stat-card';

const meta = {
  title: 'Components/UI/StatCard',
  component: StatCard,
  args: {
    value: '1,284',
    label: 'Active devices',
    trend: 12.5,
    subtitle: 'vs last month',
    icon: <IconPlugConnected />,
    color: 'primary',
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('up 12.5%')).toBeInTheDocument();
  },
};

export const TrendDown: Story = {
  args: {
    value: '37',
    label: 'Faults',
    trend: -8,
    invertTrend: true,
    icon: <IconAlertTriangle />,
    color: 'error',
  },
  play: async ({ canvasElement }) => {
    const trend = within(canvasElement).getByText('down 8%').parentElement!;
    // Fewer faults is good news: green.
    await expect(trend).toHaveClass('ee:tone-success');
  },
};

const grid = (
  <StatCardGrid>
    <StatCard
      value="1,284"
      label="Active devices"
      trend={12.5}
      subtitle="vs last month"
      icon={<IconPlugConnected />}
    />
    <StatCard
      value="4.2 MW"
      label="Load now"
      trend={-3.1}
      subtitle="vs yesterday"
      icon={<IconBolt />}
      color="warning"
    />
    <StatCard
      value="23"
      label="In maintenance"
      subtitle="6 overdue"
      icon={<IconTool />}
      color="info"
    />
    <StatCard
      value="37"
      label="Faults"
      trend={-8}
      invertTrend
      subtitle="last 30 days"
      icon={<IconAlertTriangle />}
      color="error"
    />
  </StatCardGrid>
);

export const Grid: Story = { render: () => grid };

export const Rtl: Story = { globals: { locale: 'ar' }, render: () => grid };

export const Dark: Story = { globals: { theme: 'dark' }, render: () => grid };
