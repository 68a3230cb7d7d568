import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { useDeviceType } from '@/api/client/device-types';
import type { IntervalImpact } from '@/api/types/devices';
import { Button } from '@/components/ui/button';
import { DeviceTypeFormDrawer } from '@/screens/devices/shared/device-type-form-drawer';
import { IntervalImpactNote } from '@/screens/devices/shared/interval-impact-note';

/**
 * Issue 35.7: a type's new inspection interval says, before it is saved, how many of its devices
 * it would make overdue or due within 30 days (the API's figures over every device of the type),
 * and a save that changes them asks first.
 */
const meta = {
  title: 'Screens/Devices/Inspection interval impact',
  parameters: { route: '/deviceTypeList' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const WORSE: IntervalImpact = {
  inspectionIntervalDays: 30,
  devices: 24,
  overdue: 15,
  dueWithin30Days: 6,
  overdueNow: 2,
  dueWithin30DaysNow: 3,
};
const BETTER: IntervalImpact = {
  inspectionIntervalDays: 365,
  devices: 24,
  overdue: 0,
  dueWithin30Days: 1,
  overdueNow: 2,
  dueWithin30DaysNow: 3,
};

const note = (props: Parameters<typeof IntervalImpactNote>[0]) => (
  <div className="ee:max-w-md">
    <IntervalImpactNote {...props} />
  </div>
);

/** A shorter interval: more overdue and due, in the warning tone. */
export const NoteWorse: Story = {
  render: () => note({ days: 30, impact: WORSE }),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('With 30 days between inspections');
    await expect(status).toHaveTextContent('Devices of this type: 24');
    await expect(status).toHaveTextContent('Overdue15 (now 2)');
    await expect(status).toHaveTextContent('Due within 30 days6 (now 3)');
  },
};

export const NoteBetter: Story = { render: () => note({ days: 365, impact: BETTER }) };

/** While the number settles and the API answers. */
export const NoteWorking: Story = {
  render: () => note({ days: 90 }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Working out what 90 days would change…',
    );
  },
};

export const NoteFailed: Story = {
  render: () => note({ days: 90, failed: true, onRetry: () => undefined }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NoteDark: Story = {
  render: () => note({ days: 30, impact: WORSE }),
  globals: { theme: 'dark' },
};

/** Arabic, right to left. */
export const NoteRtl: Story = {
  render: () => note({ days: 30, impact: WORSE }),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'بفاصل 30 يومًا بين الفحوص',
    );
  },
};

export const NoteChinese: Story = {
  render: () => note({ days: 30, impact: WORSE }),
  globals: { locale: 'zh' },
};

function EditTypeDemo({ id, code }: { id: number; code: string }) {
  const type = useDeviceType(id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button disabled={!type.data} onClick={() => setOpen(true)}>
        Edit type {code}
      </Button>
      {type.data && <DeviceTypeFormDrawer open={open} onOpenChange={setOpen} type={type.data} />}
    </>
  );
}

const read = async <T,>(path: string) => (await (await fetch(path)).json()) as T;

async function openDrawer(canvasElement: HTMLElement, code: string) {
  const c = within(canvasElement);
  await waitFor(() => expect(c.getByRole('button', { name: `Edit type ${code}` })).toBeEnabled());
  await userEvent.click(c.getByRole('button', { name: `Edit type ${code}` }));
  return within(await screen.findByRole('dialog', { name: `Edit device type ${code}` }));
}

/**
 * The distribution cabinets' interval typed down to 7 days: the drawer shows the API's figures;
 * Save asks with the same figures; No keeps the drawer and saves nothing; Yes saves.
 */
export const TypedIntervalAsksBeforeSaving: Story = {
  parameters: { visual: false },
  render: () => <EditTypeDemo id={1} code="DC" />,
  play: async ({ canvasElement }) => {
    const before = await read<{ inspectionIntervalDays: number; version: number }>(
      '/api/device-types/1',
    );
    const expected = await read<IntervalImpact>(
      '/api/device-types/1/interval-impact?inspectionIntervalDays=7',
    );
    await expect(expected.overdue).toBeGreaterThan(expected.overdueNow);
    const drawer = await openDrawer(canvasElement, 'DC');
    // The type's own interval: nothing to say.
    await expect(drawer.queryByRole('status')).toBeNull();
    const interval = drawer.getByLabelText(/^Inspection interval/);
    await userEvent.clear(interval);
    await userEvent.type(interval, '7');
    const status = await drawer.findByText('With 7 days between inspections');
    const note = within(status.closest<HTMLElement>('[role="status"]')!);
    await expect(note.getByText(`${expected.overdue} (now ${expected.overdueNow})`)).toBeVisible();
    await expect(
      note.getByText(`${expected.dueWithin30Days} (now ${expected.dueWithin30DaysNow})`),
    ).toBeVisible();

    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const question = within(
      await screen.findByRole('alertdialog', { name: 'Change the inspection interval to 7 days?' }),
    );
    await expect(
      question.getByText(
        `Overdue inspections: ${expected.overdue} (now ${expected.overdueNow}). Due within 30 days: ${expected.dueWithin30Days} (now ${expected.dueWithin30DaysNow}).`,
      ),
    ).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Edit device type DC' })).toBeVisible();
    await expect(drawer.queryByRole('alert')).toBeNull();
    await expect(await read('/api/device-types/1')).toMatchObject(before);

    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(
        await screen.findByRole('alertdialog', {
          name: 'Change the inspection interval to 7 days?',
        }),
      ).getByRole('button', { name: 'Change interval' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit device type DC' })).not.toBeInTheDocument(),
    );
    await expect(await read('/api/device-types/1')).toMatchObject({
      inspectionIntervalDays: 7,
      version: before.version + 1,
    });
  },
};

/** An interval that moves no device into or out of overdue or due saves without a question. */
export const UnchangedFiguresSaveAtOnce: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/device-types/:id/interval-impact', ({ request }) => {
          const days = Number(new URL(request.url).searchParams.get('inspectionIntervalDays'));
          return HttpResponse.json({
            inspectionIntervalDays: days,
            devices: 24,
            overdue: 2,
            dueWithin30Days: 3,
            overdueNow: 2,
            dueWithin30DaysNow: 3,
          } satisfies IntervalImpact);
        }),
      ],
    },
  },
  render: () => <EditTypeDemo id={1} code="DC" />,
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'DC');
    const interval = drawer.getByLabelText(/^Inspection interval/);
    await userEvent.clear(interval);
    await userEvent.type(interval, '200');
    await expect(await drawer.findByText('2 (now 2)')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit device type DC' })).not.toBeInTheDocument(),
    );
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(await read('/api/device-types/1')).toMatchObject({ inspectionIntervalDays: 200 });
  },
};

/**
 * The API cannot answer: the drawer says so with a retry, and a save asks anyway, saying it could
 * not be worked out.
 */
export const ImpactUnavailable: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/device-types/:id/interval-impact', () =>
          HttpResponse.json({ message: 'Unavailable' }, { status: 503 }),
        ),
      ],
    },
  },
  render: () => <EditTypeDemo id={1} code="DC" />,
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement, 'DC');
    const interval = drawer.getByLabelText(/^Inspection interval/);
    await userEvent.clear(interval);
    await userEvent.type(interval, '60');
    await expect(
      await drawer.findByText(
        'What the new interval would change could not be worked out.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    const question = within(
      await screen.findByRole('alertdialog', {
        name: 'Change the inspection interval to 60 days?',
      }),
    );
    await expect(
      question.getByText('What this changes for the type’s devices could not be worked out.'),
    ).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: 'Change interval' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit device type DC' })).not.toBeInTheDocument(),
    );
  },
};
