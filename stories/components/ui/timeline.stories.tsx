import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconFlag } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Timeline, TimelineItem } from '@/components/ui/timeline';

const meta = {
  title: 'Components/UI/Timeline',
  component: Timeline,
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 520 }}>
        <CardHeader title="Activity" titleAs="h3" />
        <CardContent>{Story()}</CardContent>
      </Card>
    ),
  ],
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dots in tones, times at the end, a description under each title; a pending step as a ring. */
export const Default: Story = {
  render: () => (
    <Timeline aria-label="Activity">
      <TimelineItem
        tone="success"
        title="Inspection passed"
        time="12 min ago"
        dateTime="2026-06-15T08:48:00Z"
      >
        Thermal scan of the 630 A feeder found no hot spots.
      </TimelineItem>
      <TimelineItem
        tone="warning"
        title="Alarm: temperature high"
        time="2 h ago"
        dateTime="2026-06-15T07:00:00Z"
      >
        Transformer T2 reached 92 °C for six minutes.
      </TimelineItem>
      <TimelineItem tone="info" title="Maintenance booked" time="Yesterday" />
      <TimelineItem tone="secondary" variant="outline" title="Next inspection" time="15 Dec 2026">
        Every six months.
      </TimelineItem>
      <TimelineItem tone="primary" icon={<IconFlag />} title="Commissioned" time="2019" />
    </Timeline>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Activity' });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Inspection passed');
    await expect(items[0].querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-06-15T08:48:00Z',
    );
    await expect(items[2].querySelector('time')).toBeNull();
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' }, play: undefined };

/** The line and dots on the right, times on the left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Timeline aria-label="النشاط">
      <TimelineItem tone="success" title="اجتاز الفحص" time="قبل 12 دقيقة">
        لم يجد المسح الحراري أي نقاط ساخنة.
      </TimelineItem>
      <TimelineItem tone="error" title="إنذار: حرارة مرتفعة" time="قبل ساعتين" />
      <TimelineItem tone="secondary" variant="outline" title="الفحص التالي" time="15 ديسمبر 2026" />
    </Timeline>
  ),
};

/** A long title wraps beside its time; a narrow card puts the time under the title. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
  render: () => (
    <Timeline aria-label="Activity">
      <TimelineItem
        tone="primary"
        title="Feeder 7 of the north substation handed over to the operator"
        time="09:00"
      >
        Signed by both teams.
      </TimelineItem>
      <TimelineItem tone="info" title="Test" time="08:00" />
    </Timeline>
  ),
};
