import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { hasWarning, isArrived, isDeviated, isLate } from '@/api/types/logistics';
import { LogisticsFleetScreen } from '@/screens/logistics/logistics-fleet-screen';

import { STORY_NOW } from '../../../.storybook/mock-api';

const meta = {
  title: 'Screens/Logistics/Fleet',
  component: LogisticsFleetScreen,
  // No tiles: the stories run offline, as the map must (markers on a plain background).
  args: { tiles: null },
  parameters: { layout: 'fullscreen', route: '/apps/logistics/fleet' },
} satisfies Meta<typeof LogisticsFleetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// The vehicles the simulation answers in every story; the expectations come from them.
const db = createMockDb({ now: STORY_NOW });
const name = (v: { location: number }) => `VOL-${v.location}`;
const offRoute =
  db.vehicles.find((v) => isDeviated(v) && hasWarning(v)) ?? db.vehicles.find(isDeviated)!;
const arrived = db.vehicles.find(isArrived)!;
const late = db.vehicles.find((v) => isLate(v) && !isDeviated(v))!;

/** The header button of a vehicle's section (named by its name, route and state). */
const sectionButton = (canvasElement: HTMLElement, v: { location: number }) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${name(v)} `) });

/** Waits for the list and for the map's markers. */
async function loaded(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole(
    'button',
    { name: new RegExp(`^${name(db.vehicles[0])} `) },
    { timeout: 10_000 },
  );
  await waitFor(
    () => expect(canvasElement.querySelectorAll('.ee-map-marker')).toHaveLength(db.vehicles.length),
    { timeout: 10_000 },
  );
}

/** The chosen vehicle's label sits at the middle of the map (its marker is centred). */
async function centredOn(canvasElement: HTMLElement, v: { location: number }) {
  const map = within(canvasElement).getByRole('region', { name: 'Map of the vehicles' });
  await waitFor(() => {
    const label = [...map.querySelectorAll('.ee-map-label')].find(
      (el) => el.textContent === name(v),
    );
    expect(label).toBeDefined();
    const box = map.getBoundingClientRect();
    const mark = label!.getBoundingClientRect();
    expect(Math.abs(mark.left + mark.width / 2 - (box.left + box.width / 2))).toBeLessThan(4);
    // The label stands just above its marker.
    expect(box.top + box.height / 2 - mark.bottom).toBeGreaterThan(0);
    expect(box.top + box.height / 2 - mark.bottom).toBeLessThan(30);
  });
}

/** Every vehicle in the list with its state, every vehicle on the map. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByText(`Vehicles: ${db.vehicles.length}`)).toBeVisible();
    await expect(canvas.getByText('Choose a vehicle to centre the map on it.')).toBeVisible();
    await expect(sectionButton(canvasElement, offRoute)).toHaveTextContent('Off route');
    await expect(sectionButton(canvasElement, arrived)).toHaveTextContent('Arrived');
    await expect(sectionButton(canvasElement, late)).toHaveTextContent('Late');
    for (const button of canvas.getAllByRole('button', { name: /^VOL-/ }))
      await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Choose a vehicle in the list: its section opens with its progress and trip (left from, the
 * warning, off route, on the way, arriving), and the map centres on it. Another one replaces it;
 * "Show all vehicles" closes it again.
 */
export const ChooseVehicle: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(sectionButton(canvasElement, offRoute));
    await expect(sectionButton(canvasElement, offRoute)).toHaveAttribute('aria-expanded', 'true');
    const trip = canvas.getByRole('list', { name: `Trip of ${name(offRoute)}` });
    const steps = within(trip).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent(
      `Left ${offRoute.startCity}, ${offRoute.startCountry}`,
    );
    await expect(trip).toHaveTextContent(
      `Off route by ${offRoute.offRouteKm.toLocaleString('en')} km`,
    );
    await expect(trip).toHaveTextContent(
      `On the way: ${offRoute.progress}% of ${offRoute.distanceKm.toLocaleString('en')} km`,
    );
    await expect(trip).toHaveTextContent(
      `Parcels delivered: ${offRoute.deliveredParcels} of ${offRoute.parcels}`,
    );
    await expect(steps.at(-1)).toHaveTextContent(
      `Arriving in ${offRoute.endCity}, ${offRoute.endCountry}`,
    );
    await expect(
      canvas.getByRole('progressbar', { name: `Progress of ${name(offRoute)}` }),
    ).toHaveAttribute('aria-valuenow', String(offRoute.progress));
    await expect(canvas.getByText(`Centred on ${name(offRoute)}.`)).toBeVisible();
    await centredOn(canvasElement, offRoute);

    // An arrived vehicle: its trip ends with the arrival and how long it took.
    await userEvent.click(sectionButton(canvasElement, arrived));
    await expect(sectionButton(canvasElement, offRoute)).toHaveAttribute('aria-expanded', 'false');
    const done = canvas.getByRole('list', { name: `Trip of ${name(arrived)}` });
    await expect(within(done).getAllByRole('listitem').at(-1)).toHaveTextContent(
      `Arrived in ${arrived.endCity}, ${arrived.endCountry}`,
    );
    await expect(done).toHaveTextContent('Trip time:');
    await centredOn(canvasElement, arrived);

    // A late one says by how much.
    await userEvent.click(sectionButton(canvasElement, late));
    await expect(canvas.getByRole('list', { name: `Trip of ${name(late)}` })).toHaveTextContent(
      /Late by \d/,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Show all vehicles' }));
    await waitFor(() =>
      expect(sectionButton(canvasElement, late)).toHaveAttribute('aria-expanded', 'false'),
    );
    await expect(canvas.getByText('Choose a vehicle to centre the map on it.')).toBeVisible();
  },
};

/** Choose a vehicle on the map: its marker opens its section in the list. */
export const ChooseOnMap: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // Markers are drawn in list order.
    const index = db.vehicles.indexOf(late);
    const marker = canvasElement.querySelectorAll('path.ee-map-marker')[index];
    // Leaflet takes the click on its map container, as the MapView stories send it.
    marker.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await waitFor(() =>
      expect(sectionButton(canvasElement, late)).toHaveAttribute('aria-expanded', 'true'),
    );
    await expect(within(canvasElement).getByText(`Centred on ${name(late)}.`)).toBeVisible();
    await centredOn(canvasElement, late);
  },
};

/** `?vehicle=ID` opens with that vehicle chosen and the map on it. */
export const FromLink: Story = {
  parameters: { route: `/apps/logistics/fleet?vehicle=${offRoute.id}` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(sectionButton(canvasElement, offRoute)).toHaveAttribute('aria-expanded', 'true');
    await centredOn(canvasElement, offRoute);
  },
};

/** A vehicle that does not exist is said so, and every vehicle shows. */
export const UnknownVehicle: Story = {
  parameters: { visual: false, route: '/apps/logistics/fleet?vehicle=999' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'There is no vehicle 999: showing every vehicle.',
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/apps/logistics/vehicles', () =>
          HttpResponse.json({ vehicles: [], totalVehicles: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No vehicles' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/apps/logistics/vehicles', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
};

/** Fails until the play function heals it: the client retries a 5xx twice on its own first. */
let healed = false;

const failingCall = http.get('*/api/apps/logistics/vehicles', () =>
  healed ? undefined : HttpResponse.json({ message: 'Vehicles are unavailable' }, { status: 500 }),
);

/** The call fails: the error, with a retry. */
export const Error: Story = {
  beforeEach: () => {
    healed = false;
  },
  parameters: { msw: { handlers: [failingCall] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Vehicles are unavailable', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Once the call answers again, the retry brings the fleet. */
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    healed = false;
  },
  parameters: { visual: false, msw: { handlers: [failingCall] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Vehicles are unavailable', undefined, { timeout: 10_000 });
    healed = true;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await loaded(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { route: `/apps/logistics/fleet?vehicle=${offRoute.id}` },
  play: async ({ canvasElement }) => loaded(canvasElement),
};

/** Arabic: the list on the right, the map on the left; the trip's line and dots on the right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: { route: `/apps/logistics/fleet?vehicle=${late.id}` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('list', { name: `رحلة ${name(late)}` }),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { route: `/apps/logistics/fleet?vehicle=${arrived.id}` },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(
      within(canvasElement).getByRole('list', { name: `${name(arrived)} 的行程` }),
    ).toBeVisible();
  },
};
