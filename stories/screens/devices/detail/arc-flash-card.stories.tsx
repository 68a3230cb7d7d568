import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { ArcFlashStudyInput } from '@/api/contract/arc-flash';
import { putArcFlashStudy } from '@/api/mock/queries/arc-flash';
import { getDevice } from '@/api/mock/queries/devices';
import { ArcFlashCard } from '@/screens/devices/detail/arc-flash/arc-flash-card';

import { storyStore } from '../../../../.storybook/mock-api';
import { ADMIN, signedInAs, TECHNICIAN } from '../../work-orders/sessions';

const NUMBER = '24DC10001';

/** The device as the overview passes it: read from the story's store when the story renders. */
function Card() {
  const device = getDevice(storyStore.db(), NUMBER);
  if (!device.ok) throw new Error(`${NUMBER} is not in the samples`);
  return <ArcFlashCard device={device.value} />;
}

const STUDY: ArcFlashStudyInput = {
  nominalVoltage: 400,
  workingDistance: 455,
  arcFlashBoundary: 1200,
  incidentEnergy: 8.4,
  limitedApproach: 1070,
  restrictedApproach: 300,
  studyDate: '2024-05-14',
  studiedBy: 'Voltiq Engineering',
  reference: 'AF-2024-117',
};

/** Stores `study` for the device before the story renders (the story's "now": 2026-06-15). */
const withStudy = (study: ArcFlashStudyInput) => () => {
  const saved = putArcFlashStudy(storyStore.db(), NUMBER, study);
  if (!saved.ok) throw new Error(`The story's study was refused: ${JSON.stringify(saved)}`);
};

/** Tall enough that an open dialog or drawer (fixed, over the viewport) is in the picture. */
const fullHeight = (Story: ComponentType) => (
  <div style={{ minHeight: '100vh' }}>
    <Story />
  </div>
);

/** A device's arc-flash study on its overview, with the label it prints. */
const meta = {
  title: 'Screens/Devices/Arc-flash card',
  component: Card,
  parameters: { route: `/deviceDetail?number=${NUMBER}` },
  decorators: [signedInAs(ADMIN)],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await c.findByRole('heading', { name: 'Arc-flash study' });
  return c;
};

/** The study: figures with units, the incident energy at the working distance, its review date. */
export const WithStudy: Story = {
  beforeEach: withStudy(STUDY),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await expect(await c.findByText('8.4 cal/cm² at 455 mm')).toBeVisible();
    await expect(c.getByText('400 V')).toBeVisible();
    await expect(c.getByText('1,200 mm')).toBeVisible();
    await expect(c.getByTestId('arc-flash-review')).toHaveTextContent('Review due May 14, 2029');
    await expect(c.getByRole('button', { name: 'Edit study' })).toBeVisible();
  },
};

/** Over five years old (NFPA 70E 130.5): the chip says to review it. */
export const Stale: Story = {
  beforeEach: withStudy({
    ...STUDY,
    studyDate: '2019-03-01',
    incidentEnergy: null,
    ppeCategory: 2,
  }),
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await expect(await c.findByText('Over five years old: review the study')).toBeVisible();
    await expect(c.getByText('PPE category 2')).toBeVisible();
  },
};

/** No study yet: the admin may record one; nothing to print. */
export const None: Story = {
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await expect(
      await c.findByText('No arc-flash study is recorded for this device.'),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: 'Record study' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Arc-flash label' })).toBeNull();
  },
};

/** The technician reads the study and prints its label, and changes nothing. */
export const AsTechnician: Story = {
  beforeEach: withStudy(STUDY),
  decorators: [signedInAs(TECHNICIAN)],
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await expect(await c.findByRole('button', { name: 'Arc-flash label' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Edit study' })).toBeNull();
  },
};

/** While the study loads. */
export const Loading: Story = {
  beforeEach: withStudy(STUDY),
  parameters: {
    msw: { handlers: [http.get('*/api/devices/:number/arc-flash', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await card(canvasElement);
    await expect(within(canvasElement).queryByText('400 V')).toBeNull();
  },
};

/** The study could not be loaded: said, with a retry. */
export const LoadError: Story = {
  beforeEach: withStudy(STUDY),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/devices/:number/arc-flash', () =>
          HttpResponse.json({ message: 'Unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await expect(
      await c.findByText('The arc-flash study could not be loaded', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const openForm = async (canvasElement: HTMLElement) => {
  const c = await card(canvasElement);
  await userEvent.click(await c.findByRole('button', { name: 'Edit study' }));
  return within(await screen.findByRole('dialog', { name: 'Arc-flash study' }));
};

/** The edit drawer, as the study reads. */
export const Editing: Story = {
  decorators: [fullHeight],
  beforeEach: withStudy(STUDY),
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(form.getByLabelText(/^Nominal voltage/)).toHaveValue(400);
    await expect(form.getByLabelText(/^Incident energy at working distance/)).toHaveValue(8.4);
  },
};

/** A PPE category instead of the energy, saved: the card shows it, the version moved on. */
export const EditSaves: Story = {
  beforeEach: withStudy(STUDY),
  parameters: { visual: false, toasts: true },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'The PPE category' }));
    await userEvent.click(form.getByRole('combobox', { name: /^PPE category/ }));
    await userEvent.click(await screen.findByRole('option', { name: '3' }));
    await userEvent.click(form.getByRole('button', { name: 'Save study' }));
    const c = within(canvasElement);
    await expect(await c.findByText('PPE category 3')).toBeVisible();
    await expect(storyStore.db().arcFlashStudies[0]).toMatchObject({
      ppeCategory: 3,
      incidentEnergy: null,
      version: 2,
    });
  },
};

/** Neither the energy nor a category: the API's rule, said on the field; nothing is stored. */
export const EditNeedsEnergyOrCategory: Story = {
  beforeEach: withStudy(STUDY),
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const energy = form.getByLabelText(/^Incident energy at working distance/);
    await userEvent.clear(energy);
    await userEvent.click(form.getByRole('button', { name: 'Save study' }));
    await waitFor(() => expect(energy).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      form.getByText('Give the incident energy or the PPE category, one of the two'),
    ).toBeVisible();
    await expect(storyStore.db().arcFlashStudies[0]?.version).toBe(1);
  },
};

const openLabel = async (canvasElement: HTMLElement) => {
  const c = await card(canvasElement);
  await userEvent.click(await c.findByRole('button', { name: 'Arc-flash label' }));
  return within(await screen.findByRole('dialog', { name: 'Arc-flash label' }));
};

/** The label (NFPA 70E 130.5(H)): WARNING on orange at 8.4 cal/cm². */
export const LabelWarning: Story = {
  decorators: [fullHeight],
  beforeEach: withStudy(STUDY),
  play: async ({ canvasElement }) => {
    const dialog = await openLabel(canvasElement);
    const label = dialog.getByRole('img', { name: `Arc-flash label of device ${NUMBER}` });
    await expect(label).toHaveAttribute('data-signal', 'warning');
    await expect(label).toHaveTextContent('WARNING');
    await expect(label).toHaveTextContent('8.4 cal/cm² at 455 mm');
    await expect(label).toHaveTextContent('Limited approach boundary1,070 mm');
    await expect(label).toHaveTextContent(NUMBER);
    await expect(label.closest('[data-print-label]')).not.toBeNull();
  },
};

/** Above 40 cal/cm² the label reads DANGER, on red. */
export const LabelDanger: Story = {
  decorators: [fullHeight],
  beforeEach: withStudy({
    ...STUDY,
    incidentEnergy: 52,
    limitedApproach: null,
    restrictedApproach: null,
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openLabel(canvasElement);
    const label = dialog.getByRole('img', { name: `Arc-flash label of device ${NUMBER}` });
    await expect(label).toHaveAttribute('data-signal', 'danger');
    await expect(label).toHaveTextContent('DANGER');
    await expect(label).not.toHaveTextContent('Limited approach boundary');
  },
};

/** On a 390 px phone: the figures stack, the buttons are tall enough to tap. */
export const Phone: Story = {
  beforeEach: withStudy(STUDY),
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = await card(canvasElement);
    await expect(await c.findByText('8.4 cal/cm² at 455 mm')).toBeVisible();
  },
};

/** In Arabic, right to left: units stay with their numbers. */
export const Rtl: Story = {
  beforeEach: withStudy(STUDY),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'دراسة الوميض القوسي' });
    await expect(await c.findByText('400 V')).toBeVisible();
  },
};

/** The label in Arabic, right to left. */
export const LabelRtl: Story = {
  decorators: [fullHeight],
  beforeEach: withStudy(STUDY),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'دراسة الوميض القوسي' });
    await userEvent.click(await c.findByRole('button', { name: 'ملصق الوميض القوسي' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ملصق الوميض القوسي' }));
    await expect(dialog.getByRole('img')).toHaveTextContent('تحذير');
  },
};
