import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBolt, IconCalendarEvent, IconTool } from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Chip } from '@/components/ui/chip';

const meta = {
  title: 'Components/UI/Accordion',
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SECTIONS = [
  {
    value: 'ratings',
    icon: <IconBolt />,
    title: 'Ratings',
    body: 'Rated 630 A at 400 V, short-circuit withstand 50 kA for one second.',
  },
  {
    value: 'maintenance',
    icon: <IconTool />,
    title: 'Maintenance',
    body: 'Clean and re-torque the busbar joints every twelve months.',
  },
  {
    value: 'inspections',
    icon: <IconCalendarEvent />,
    title: 'Inspections',
    body: 'Thermal scan every six months; last one on 15 June.',
  },
];

function Sections({
  titles = SECTIONS.map((s) => s.title),
  bodies = SECTIONS.map((s) => s.body),
}: {
  titles?: string[];
  bodies?: string[];
}) {
  return SECTIONS.map((section, i) => (
    <AccordionItem key={section.value} value={section.value}>
      <AccordionTrigger
        icon={section.icon}
        end={i === 2 ? <Chip color="warning">2</Chip> : undefined}
      >
        {titles[i]}
      </AccordionTrigger>
      <AccordionContent>{bodies[i]}</AccordionContent>
    </AccordionItem>
  ));
}

const onValueChange = fn();

/** One section open at a time; the open one lifts and its title turns primary. */
export const Single: Story = {
  render: () => (
    <Accordion type="single" collapsible defaultValue="ratings" onValueChange={onValueChange}>
      <Sections />
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ratings = canvas.getByRole('button', { name: 'Ratings' });
    const maintenance = canvas.getByRole('button', { name: 'Maintenance' });
    await expect(ratings).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Rated 630 A/)).toBeVisible();
    await userEvent.click(maintenance);
    await expect(onValueChange).toHaveBeenLastCalledWith('maintenance');
    await expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    await expect(ratings).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/Rated 630 A/)).toBeNull();
    // Keyboard: arrows move between headers, Space toggles.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Inspections 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(ratings).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(ratings).toHaveAttribute('aria-expanded', 'true');
    // Collapsible: the open one closes again.
    await userEvent.click(ratings);
    await expect(ratings).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(ratings);
    ratings.blur();
  },
};

/** Several open at once. */
export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" defaultValue={['ratings']}>
      <Sections />
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Maintenance' }));
    await expect(canvas.getByRole('button', { name: 'Ratings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Maintenance' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const Dark: Story = { ...Multiple, globals: { theme: 'dark' }, play: undefined };

/** The closed chevrons point left (the end of the line in rtl), the open one down. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Accordion type="single" collapsible defaultValue="ratings">
      <Sections
        titles={['التصنيفات', 'الصيانة', 'الفحوصات']}
        bodies={[
          'مصنّف 630 A عند 400 V.',
          'نظّف وأعد شدّ وصلات القضبان كل اثني عشر شهرًا.',
          'مسح حراري كل ستة أشهر.',
        ]}
      />
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const closed = canvas.getByRole('button', { name: 'الصيانة' });
    const chevron = closed.querySelector(':scope > svg') as SVGElement;
    // A closed chevron turned +90°: pointing left.
    await expect(getComputedStyle(chevron).rotate).toBe('90deg');
    const open = canvas.getByRole('button', { name: 'التصنيفات' });
    await expect(getComputedStyle(open.querySelector(':scope > svg') as SVGElement).rotate).toMatch(
      /^(0deg|none)$/,
    );
  },
};
