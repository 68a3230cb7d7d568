import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Checkbox } from '@/components/form/checkbox';
import { Combobox } from '@/components/form/combobox';
import { DatePicker } from '@/components/form/date-picker';
import { FileDropZone } from '@/components/form/file-drop-zone';
import { NumberField } from '@/components/form/number-field';
import { PasswordField } from '@/components/form/password-field';
import { RadioGroup } from '@/components/form/radio-group';
import { Select } from '@/components/form/select';
import { Switch } from '@/components/form/switch';
import { TextField } from '@/components/form/text-field';
import { Textarea } from '@/components/form/textarea';
import { Card, CardContent } from '@/components/ui/card';

const sites = [
  'Lyon North',
  'Shanghai Pudong',
  'Casablanca Port',
  'Berlin Mitte',
  'Austin East',
  'Rabat Agdal',
  'Montréal Sud',
  'Osaka Bay',
  'Lagos Island',
  'Quito Centro',
].map((s) => ({ value: s.toLowerCase().replace(/\W+/g, '-'), label: s }));
const phases = [
  { value: 'single', label: 'Single phase', description: '230 V' },
  { value: 'three', label: 'Three phase', description: '400 V' },
];

interface Args {
  onChange: (field: string, value: unknown) => void;
}

function Gallery({ onChange }: Args) {
  const [site, setSite] = useState('');
  const [type, setType] = useState('');
  const [phase, setPhase] = useState('three');
  const [day, setDay] = useState('2025-03-12');
  const [files, setFiles] = useState<File[]>([]);
  const [agree, setAgree] = useState(false);
  const [on, setOn] = useState(true);
  return (
    <Card className="ee:max-w-3xl">
      <CardContent className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
        <TextField
          label="Device name"
          required
          placeholder="Main transformer"
          hint="As printed on the nameplate"
        />
        <TextField label="Serial number" defaultValue="TR-12" error="Serial looks like AB-1234" />
        <NumberField label="Rated power" unit="kW" defaultValue={250} />
        <PasswordField
          label="Controller password"
          defaultValue="s3cret-pass"
          autoComplete="new-password"
        />
        <Select
          label="Type"
          required
          options={[
            { value: 'transformer', label: 'Transformer' },
            { value: 'breaker', label: 'Breaker' },
            { value: 'meter', label: 'Meter' },
          ]}
          value={type}
          onChange={(v) => {
            setType(v);
            onChange('type', v);
          }}
        />
        <Combobox
          label="Site"
          options={sites}
          value={site}
          onChange={(v) => {
            setSite(v);
            onChange('site', v);
          }}
        />
        <DatePicker
          label="Installed on"
          value={day}
          onChange={(v) => {
            setDay(v);
            onChange('installedAt', v);
          }}
        />
        <TextField
          label="Search"
          startAdornment={<IconSearch aria-hidden size={18} />}
          placeholder="Filter…"
        />
        <Textarea
          label="Notes"
          fieldClassName="ee:sm:col-span-2"
          placeholder="Anything the field team should know"
        />
        <RadioGroup label="Supply" options={phases} value={phase} onChange={setPhase} inline />
        <div className="ee:flex ee:flex-col ee:gap-3 ee:pt-6">
          <Checkbox
            label="I checked the wiring"
            description="Required before commissioning"
            checked={agree}
            onCheckedChange={(v) => setAgree(v === true)}
          />
          <Switch label="Remote monitoring" checked={on} onCheckedChange={setOn} />
        </div>
        <FileDropZone
          className="ee:sm:col-span-2"
          label="Attachments"
          accept={{ 'application/pdf': ['.pdf'], 'image/png': ['.png'] }}
          maxSize={5 * 1024 * 1024}
          value={files}
          onChange={(f) => {
            setFiles(f);
            onChange('files', f);
          }}
        />
      </CardContent>
    </Card>
  );
}

const meta = {
  title: 'Components/Form/Fields',
  args: { onChange: fn() },
  render: (args) => <Gallery {...args} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const serial = c.getByLabelText('Serial number');
    await expect(serial).toHaveAttribute('aria-invalid', 'true');
    await expect(serial).toHaveAccessibleDescription('Serial looks like AB-1234');
    await expect(c.getByLabelText(/^Device name/)).toHaveAccessibleDescription(
      'As printed on the nameplate',
    );
    await expect(c.getByLabelText(/^Device name/)).toBeRequired();
  },
};

/** Password show/hide, Select, searchable Combobox, DatePicker and the drop zone. */
export const Interactions: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const pwd = c.getByLabelText('Controller password');
    await expect(pwd).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Show password' }));
    await expect(pwd).toHaveAttribute('type', 'text');
    await expect(c.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(c.getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Breaker' }));
    await expect(args.onChange).toHaveBeenCalledWith('type', 'breaker');

    await userEvent.click(c.getByRole('combobox', { name: 'Site' }));
    await userEvent.keyboard('rab');
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('site', 'rabat-agdal');
    await waitFor(() => expect(c.getByRole('combobox', { name: 'Site' })).toHaveFocus());
    await expect(c.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Rabat Agdal');

    await userEvent.click(c.getByRole('button', { name: 'Choose a date' }));
    const cal = await body.findByRole('dialog', { name: 'Installed on' });
    await userEvent.click(
      within(cal)
        .getAllByRole('button')
        .find((b) => b.textContent === '20')!,
    );
    await expect(args.onChange).toHaveBeenCalledWith('installedAt', '2025-03-20');
    await waitFor(() => expect(c.getByRole('button', { name: 'Choose a date' })).toHaveFocus());
    await expect(c.getByRole('textbox', { name: 'Installed on' })).toHaveValue('Mar 20, 2025');
    await userEvent.click(c.getByRole('button', { name: 'Clear date' }));
    await expect(args.onChange).toHaveBeenCalledWith('installedAt', '');

    // The drop zone is the control: a button named by its label and the words it shows, described
    // by its types.
    const zone = c.getByRole('button', { name: 'Attachments Drop files here or click to browse' });
    await expect(zone).toHaveAccessibleDescription('Allowed: .pdf, .png');
    await expect(c.queryByRole('button', { name: 'file upload' })).not.toBeInTheDocument();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'wiring.pdf', { type: 'application/pdf' }),
    );
    await expect(await c.findByText('wiring.pdf')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Remove wiring.pdf' }));
    await expect(c.queryByText('wiring.pdf')).toBeNull();

    await userEvent.click(c.getByRole('switch', { name: 'Remote monitoring' }));
    await expect(c.getByRole('switch', { name: 'Remote monitoring' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(c.getByRole('radio', { name: 'Single phase' }));
    await expect(c.getByRole('radio', { name: 'Single phase' })).toBeChecked();
  },
};

/**
 * The year and month lists (issue 13.14): a 2016 install date is two choices and a click, not ~120
 * clicks.
 */
export const DatePickerYearAndMonth: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Choose a date' }));
    const cal = within(await body.findByRole('dialog', { name: 'Installed on' }));
    const [month, year] = cal.getAllByRole('combobox') as HTMLSelectElement[];
    await expect(year).toHaveValue('2025');
    await userEvent.selectOptions(year, '2016');
    await userEvent.selectOptions(month, '8'); // September (0-based)
    await waitFor(() => expect(cal.getAllByRole('combobox')[1]).toHaveValue('2016'));
    await userEvent.click(cal.getAllByRole('button').find((b) => b.textContent === '9')!);
    await expect(args.onChange).toHaveBeenCalledWith('installedAt', '2016-09-09');
    await expect(c.getByRole('textbox', { name: 'Installed on' })).toHaveValue('Sep 9, 2016');
    // Open again, for the pixels: the lists show the chosen month and year.
    await userEvent.click(c.getByRole('button', { name: 'Choose a date' }));
    await body.findByRole('dialog', { name: 'Installed on' });
  },
};

/**
 * Typed dates in the user's format (issue 13.14); a wrong one says how to write it and keeps what
 * was typed.
 */
export const DatePickerTyped: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: 'Installed on' });
    await userEvent.clear(field);
    await userEvent.type(field, '06/30/2016{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('installedAt', '2016-06-30');
    await expect(field).toHaveValue('Jun 30, 2016');
    await userEvent.clear(field);
    await userEvent.type(field, 'March 3 2021');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenCalledWith('installedAt', '2021-03-03');
    await userEvent.clear(field);
    await userEvent.type(field, '31/31/2021');
    await userEvent.tab();
    await expect(field).toHaveValue('31/31/2021');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a date such as 06/15/2026');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** French: day first, and French month names. */
export const DatePickerTypedFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = await c.findByRole('textbox', { name: 'Installed on' });
    await userEvent.clear(field);
    await userEvent.type(field, '15/06/2016{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('installedAt', '2016-06-15');
    await expect(field).toHaveValue('15 juin 2016');
    await userEvent.clear(field);
    await userEvent.type(field, '3 févr. 2020{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('installedAt', '2020-02-03');
  },
};

/**
 * An empty date field shows the format to type (issue 35.13), in the language's order and words:
 * never today's date, which a grey placeholder passes off as a value.
 */
const clearedShowsHint =
  (clear: string, hint: string): Story['play'] =>
  async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = await c.findByRole('textbox', { name: 'Installed on' });
    await userEvent.click(c.getByRole('button', { name: clear }));
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', hint);
    (document.activeElement as HTMLElement | null)?.blur();
  };

export const DatePickerFormatHint: Story = { play: clearedShowsHint('Clear date', 'mm/dd/yyyy') };

export const DatePickerFormatHintFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { visual: false },
  play: clearedShowsHint('Effacer la date', 'jj/mm/aaaa'),
};

export const DatePickerFormatHintChinese: Story = {
  globals: { locale: 'zh' },
  parameters: { visual: false },
  play: clearedShowsHint('清除日期', '年/月/日'),
};

/** Right to left: day, month, year read from the right, as Arabic writes a numeric date. */
export const DatePickerFormatHintRtl: Story = {
  globals: { locale: 'ar' },
  play: clearedShowsHint('مسح التاريخ', 'يوم\u200f/شهر\u200f/سنة'),
};

export const Rtl: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * Tap targets (issue 35.18, WCAG 2.2 2.5.8): the checkbox is drawn 18 px and the switch 22 px
 * high, but each is pressed on at least 24 × 24 px, so a press just outside the drawn box still
 * toggles it; nothing around them moved.
 */
export const TapTargets: Story = {
  parameters: { visual: false },
  render: function Render() {
    const [checked, setChecked] = useState(false);
    const [on, setOn] = useState(false);
    return (
      <div className="ee:flex ee:items-center ee:gap-8 ee:p-6">
        <Checkbox
          aria-label="Select row 1"
          checked={checked}
          onCheckedChange={(v) => setChecked(v === true)}
        />
        <Switch aria-label="Remote monitoring" checked={on} onCheckedChange={setOn} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('checkbox', { name: 'Select row 1' });
    const toggle = c.getByRole('switch', { name: 'Remote monitoring' });
    // Drawn as before.
    await expect(box.getBoundingClientRect().height).toBe(18);
    await expect(toggle.getBoundingClientRect().height).toBe(22);
    /** The top-left-most point a press still hits, 2.5 px outside the drawn box's corner. */
    const outside = (el: HTMLElement, by: number) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left - by, r.top - by)?.closest('button');
    };
    await expect(outside(box, 2.5)).toBe(box);
    await expect(
      document
        .elementFromPoint(
          box.getBoundingClientRect().left + 9,
          box.getBoundingClientRect().top - 2.5,
        )
        ?.closest('button'),
    ).toBe(box);
    await expect(
      document
        .elementFromPoint(
          toggle.getBoundingClientRect().left + 19,
          toggle.getBoundingClientRect().top - 0.5,
        )
        ?.closest('button'),
    ).toBe(toggle);
    // The hit layer spans 24 px.
    const layer = box.querySelector('[data-hit-area]')!.getBoundingClientRect();
    await expect([layer.width, layer.height]).toEqual([24, 24]);
    // A press at the layer's edge (what a finger there hits) toggles.
    await userEvent.click(document.elementFromPoint(layer.left + 1, layer.top + 1) as HTMLElement);
    await expect(box).toHaveAttribute('data-state', 'checked');
  },
};
