import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TestResultCreated } from '@/api/types/electrical-tests';
import { Button } from '@/components/ui/button';
import { TestResultFormDrawer } from '@/screens/shared/electrical-tests/test-result-form-drawer';

import { asRole } from '../../work-orders/detail-sessions';

const onRecorded = fn<(created: TestResultCreated) => void>();

/** The drawer as the device's Tests tab opens it: for 24DC10003, behind a button. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record a result</Button>
      <TestResultFormDrawer
        open={open}
        onOpenChange={setOpen}
        deviceNumber="24DC10003"
        onRecorded={onRecorded}
      />
    </>
  );
}

const meta = {
  title: 'Screens/Devices/Tests/Record a result',
  component: Harness,
  parameters: { route: '/deviceDetail?number=24DC10003', visual: false, toasts: true },
  ...asRole('technician'),
  beforeEach: () => {
    onRecorded.mockClear();
    return asRole('technician').beforeEach();
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record a result' }));
  return within(await screen.findByRole('dialog', { name: 'Record a test result' }));
}

async function typeScan(drawer: ReturnType<typeof within>, hot: string, reference: string) {
  await userEvent.type(drawer.getByLabelText(/^Hottest spot/), hot);
  await userEvent.type(drawer.getByLabelText(/^Similar component/), reference);
  await userEvent.type(drawer.getByLabelText(/^Load at scan/), '72');
}

/**
 * The verdict follows the values as typed (the shared verdictOf): ΔT 18 °C fails with its rule in
 * words; bringing the hot spot down to ΔT 15 °C turns it into a flag (repair when possible).
 */
export const LiveVerdict: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const verdict = drawer.getByRole('status');
    await expect(verdict).toHaveTextContent('Enter the values to see the verdict');
    await typeScan(drawer, '58', '40');
    await waitFor(() =>
      expect(verdict).toHaveTextContent('FailΔT 18 °C > 15 °C: repair immediately'),
    );
    await expect(drawer.getByRole('switch', { name: 'Keep the condition grade' })).toBeVisible();
    const hot = drawer.getByLabelText(/^Hottest spot/);
    await expect(hot).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(hot);
    await userEvent.type(hot, '55');
    await waitFor(() =>
      expect(verdict).toHaveTextContent('FlagΔT 15 °C > 3 °C: repair when possible'),
    );
    await expect(drawer.queryByRole('switch')).toBeNull();
  },
};

/**
 * Saved once however often Save is pressed: the API's verdict, the urgent corrective order it
 * raised (a link to it) and the grade it lowered are shown.
 */
export const SaveFailOnce: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await typeScan(drawer, '58', '40');
    await userEvent.dblClick(drawer.getByRole('button', { name: 'Save the result' }));
    const done = within(await screen.findByRole('dialog', { name: 'Result recorded' }));
    await expect(done.getByTestId('recorded-rule')).toHaveTextContent(
      'ΔT 18 °C > 15 °C: repair immediately',
    );
    await expect(onRecorded).toHaveBeenCalledTimes(1);
    const stored = (await (
      await fetch('/api/test-results?deviceNumber=24DC10003&itemsPerPage=-1')
    ).json()) as { total: number };
    await expect(stored.total).toBe(1);
    const created = onRecorded.mock.calls[0]![0];
    await expect(created.result.verdict).toBe('fail');
    await expect(created.correctiveOrder).toMatchObject({
      priority: 'urgent',
      status: 'requested',
    });
    const link = done.getByRole('link', { name: created.result.correctiveOrderNumber! });
    await expect(link.getAttribute('href')).toContain(created.result.correctiveOrderNumber);
    await expect(
      done.getByText(
        `Condition grade ${created.result.conditionBefore} → ${created.result.conditionAfter}`,
      ),
    ).toBeVisible();
  },
};

/** Keeping the grade needs a reason: refused on its field, what was typed stays, nothing sent. */
export const KeepNeedsReason: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await typeScan(drawer, '58', '40');
    await userEvent.click(await drawer.findByRole('switch', { name: 'Keep the condition grade' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Save the result' }));
    await waitFor(() =>
      expect(drawer.getByLabelText(/^Why the grade is kept/)).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(drawer.getByText('Give a reason')).toBeVisible();
    await expect(drawer.getByLabelText(/^Hottest spot/)).toHaveValue(58);
    await expect(onRecorded).not.toHaveBeenCalled();
  },
};

/** A value out of the template's bounds is refused on its field in the user's language. */
export const OutOfBounds: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await typeScan(drawer, '58', '40');
    const load = drawer.getByLabelText(/^Load at scan/);
    await userEvent.clear(load);
    await userEvent.type(load, '250');
    await userEvent.click(drawer.getByRole('button', { name: 'Save the result' }));
    await waitFor(() => expect(load).toHaveAttribute('aria-invalid', 'true'));
    await expect(drawer.getByText('Must be a number from 0 to 200')).toBeVisible();
    await expect(onRecorded).not.toHaveBeenCalled();
  },
};
