import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChipInput, type ChipInputProps } from '@/components/form/chip-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

type Args = Pick<ChipInputProps, 'maxLength' | 'maxItems' | 'error' | 'disabled'> & {
  initial: string[];
  onSubmit: () => void;
};

/** The input in a form with a submit button, as the device drawer has it: Enter must not submit. */
function Demo({ initial, onSubmit, ...props }: Args) {
  const [tags, setTags] = useState(initial);
  return (
    <Card className="ee:max-w-xl">
      <CardContent>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
          className="ee:flex ee:flex-col ee:gap-4"
        >
          <ChipInput
            label="Tags"
            hint="Press Enter or type a comma to add a tag."
            placeholder="critical, feeder…"
            value={tags}
            onChange={setTags}
            {...props}
          />
          <output aria-label="Value" className="ee:text-[13px] ee:text-muted">
            {JSON.stringify(tags)}
          </output>
          <Button type="submit" className="ee:self-start">
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const meta = {
  title: 'Components/Form/Chip input',
  args: { initial: ['critical', 'feeder A', 'outdoor'], onSubmit: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement) =>
  JSON.parse(
    within(canvasElement).getByRole('status', { name: 'Value' }).textContent ?? '[]',
  ) as string[];

/** Chips with their remove buttons, the text input after them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'critical',
      'feeder A',
      'outdoor',
    ]);
    await expect(c.getByRole('button', { name: 'Remove feeder A' })).toBeVisible();
    await expect(c.getByLabelText('Tags')).toHaveAccessibleDescription(
      'Press Enter or type a comma to add a tag.',
    );
  },
};

/**
 * Enter and a comma add, a paste splits, a repeat is not added, Backspace removes the last; Enter
 * never submits.
 */
export const Keyboard: Story = {
  parameters: { visual: false },
  args: { initial: [] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Tags');
    await userEvent.click(input);
    await userEvent.type(input, 'critical{Enter}');
    await expect(valueOf(canvasElement)).toEqual(['critical']);
    await expect(input).toHaveValue('');
    // Enter with nothing typed does not submit either.
    await userEvent.type(input, '{Enter}');
    await userEvent.type(input, 'feeder A,outd');
    await expect(valueOf(canvasElement)).toEqual(['critical', 'feeder A']);
    await expect(input).toHaveValue('outd');
    await userEvent.type(input, 'oor{Enter}');
    await expect(valueOf(canvasElement)).toEqual(['critical', 'feeder A', 'outdoor']);
    // A repeat, whatever its case, is not added twice; it is said.
    await userEvent.type(input, 'Critical{Enter}');
    await expect(valueOf(canvasElement)).toEqual(['critical', 'feeder A', 'outdoor']);
    await expect(c.getByText('Already there: Critical')).toBeInTheDocument();
    // A paste of a list gives one chip each, the repeats left out.
    await userEvent.paste('spare, 2026 retrofit ,critical,, east');
    await expect(valueOf(canvasElement)).toEqual([
      'critical',
      'feeder A',
      'outdoor',
      'spare',
      '2026 retrofit',
      'east',
    ]);
    // Backspace in the empty input removes the last chip; in text it deletes text.
    await userEvent.type(input, '{Backspace}');
    await expect(valueOf(canvasElement)).toEqual([
      'critical',
      'feeder A',
      'outdoor',
      'spare',
      '2026 retrofit',
    ]);
    await expect(c.getByText('Removed east')).toBeInTheDocument();
    await userEvent.type(input, 'ab{Backspace}');
    await expect(input).toHaveValue('a');
    await expect(valueOf(canvasElement)).toHaveLength(5);
    // Leaving the input keeps what was typed, as a chip.
    await userEvent.click(c.getByRole('button', { name: 'Remove feeder A' }));
    await expect(valueOf(canvasElement)).toEqual([
      'critical',
      'outdoor',
      'spare',
      '2026 retrofit',
      'a',
    ]);
    await expect(input).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Chinese and Arabic commas end a chip too. */
export const OtherCommas: Story = {
  parameters: { visual: false },
  args: { initial: [] },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Tags');
    await userEvent.click(input);
    await userEvent.type(input, '户外，备用、东区،');
    await expect(valueOf(canvasElement)).toEqual(['户外', '备用', '东区']);
  },
};

/**
 * The API's limits (here 12 characters, 3 tags): what passes them is kept, marked, and the
 * limit said on the field, so nothing typed is lost and the form's rules refuse the save.
 */
export const Limits: Story = {
  args: { initial: ['critical', 'feeder A'], maxLength: 12, maxItems: 3 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Tags');
    await userEvent.type(input, 'outdoor{Enter}');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'east{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose at most 3');
    await userEvent.click(c.getByRole('button', { name: 'Remove east' }));
    await userEvent.type(input, 'a tag far too long{Enter}');
    await expect(input).toHaveAccessibleDescription('Enter at most 12 characters');
    await expect(valueOf(canvasElement)).toEqual([
      'critical',
      'feeder A',
      'outdoor',
      'a tag far too long',
    ]);
  },
};

/** An error from the form or the API. */
export const WithError: Story = {
  args: { error: 'The API refused these tags' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Tags')).toHaveAccessibleDescription(
      'The API refused these tags',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Tags')).toBeDisabled();
    await expect(c.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** Arabic, right to left: the chips start at the right, each name isolated. */
export const Rtl: Story = {
  args: { initial: ['حرج', 'feeder A', 'خارجي'] },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'إزالة feeder A' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initial: ['critical', 'feeder A', 'a tag far too long'], maxLength: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Tags')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A phone's width: the chips wrap, the input takes the line after them. */
export const Phone: Story = {
  args: { initial: ['critical', 'feeder A', 'outdoor', 'spare', '2026 retrofit'] },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(5);
  },
};
