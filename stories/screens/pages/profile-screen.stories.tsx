import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes, useParams } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockDb } from '@/api/mock/db';
import { ProfileScreen } from '@/screens/pages/profile/profile-screen';

import { LocationDisplay } from '../../support/location-display';
import { expectLocation } from '../../support/with-location';

/**
 * The samples the stories' simulation starts from (the story clock's day), for answers of a story's
 * own.
 */
const sample = createMockDb({ now: '2026-06-15T09:00:00Z' });

/** The profile as the app routes it: a tab is a path segment. */
function ProfileRoute() {
  const { tab = 'profile' } = useParams();
  return <ProfileScreen tab={tab} />;
}

const meta = {
  title: 'Screens/Pages/Profile',
  component: ProfileScreen,
  args: { tab: 'profile' },
  parameters: { layout: 'fullscreen', route: '/pages/user-profile/profile' },
  render: () => (
    <>
      <Routes>
        <Route path="/pages/user-profile/:tab" element={<ProfileRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <div className="ee:sr-only">
        <LocationDisplay />
      </div>
    </>
  ),
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const header = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'John Doe', level: 1 });
const aboutLoaded = async (canvasElement: HTMLElement) => {
  await header(canvasElement);
  await within(canvasElement).findByRole('heading', { name: 'Activity timeline' });
  await within(canvasElement).findByText('Inspection report approved');
};
const projectNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
const connectionCards = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('button', { name: /^Connect(ed)? with / });

/**
 * The profile tab: the header; about, contacts, teams and overview; the activity timeline,
 * connections, teams and the projects table.
 */
export const ProfileTab: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await aboutLoaded(canvasElement);
    await expect(c.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    await expect(c.getByText('Equipment Administrator')).toBeVisible();
    await expect(c.getByText('Joined May 11, 2025')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Connected: see your connections' })).toHaveAttribute(
      'href',
      '/pages/user-profile/connections',
    );
    await expect(c.getByText('Full name:')).toBeVisible();
    await expect(c.getByText('13.5K')).toBeVisible();
    await waitFor(() => expect(projectNames(canvasElement)).toHaveLength(5));
    await expectOneCountry(canvasElement, 'Country:', 'New York, United States', 'United States');
  },
};

/**
 * The header and the about card name one country, the user's, in the reader's language (issue
 * 35.13: the header said "Vatican City" and the card "USA").
 */
async function expectOneCountry(
  canvasElement: HTMLElement,
  label: string,
  place: string,
  country: string,
) {
  const c = within(canvasElement);
  await expect(await c.findByText(place)).toBeVisible();
  const line = (await c.findByText(label)).closest('li');
  await expect(line).toHaveTextContent(`${label}${country}`);
}

/** Switching tabs changes the address (each tab is a shareable URL) and loads that tab's cards. */
export const SwitchTabs: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await aboutLoaded(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Teams' }));
    await expectLocation(canvasElement, '/pages/user-profile/teams');
    await expect(
      await c.findByRole('heading', { name: 'Substation Crew', level: 2 }),
    ).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Projects' }));
    await expectLocation(canvasElement, '/pages/user-profile/projects');
    await expect(
      await c.findByRole('heading', { name: 'Substation Retrofit', level: 2 }),
    ).toBeVisible();
    await userEvent.click(c.getByRole('tab', { name: 'Connections' }));
    await expectLocation(canvasElement, '/pages/user-profile/connections');
    await waitFor(() => expect(connectionCards(canvasElement)).toHaveLength(8));
    await userEvent.click(c.getByRole('tab', { name: 'Profile' }));
    await expectLocation(canvasElement, '/pages/user-profile/profile');
    await aboutLoaded(canvasElement);
  },
};

/** Teams: members and skills per team. */
export const TeamsTab: Story = {
  parameters: { route: '/pages/user-profile/teams' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      await c.findByRole('heading', { name: 'React Developers', level: 2 }),
    ).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Teams', selected: true })).toBeVisible();
  },
};

/** Projects from a shared URL: budget in money, dates, hours, tasks with progress, members. */
export const ProjectsTab: Story = {
  parameters: { route: '/pages/user-profile/projects' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'Social Banners', level: 2 })).toBeVisible();
    await expect(c.getByRole('tab', { name: 'Projects', selected: true })).toBeVisible();
    await expect(c.getAllByText(/^\$[\d,]+\.\d\d$/).length).toBeGreaterThan(0);
    await expect(c.getAllByRole('progressbar', { name: /^Tasks done in / })).toHaveLength(6);
    // Each card's days left agree with its deadline, counted from today (the story clock's
    // 2026-06-15).
    for (const term of c.getAllByText('Deadline:')) {
      const card = term.closest('li')!;
      const deadline = term.nextElementSibling!.textContent!;
      const days = Math.round(
        (Date.parse(`${deadline} UTC`) - Date.parse('2026-06-15T00:00:00Z')) / 86_400_000,
      );
      await expect(within(card).getByText(/^Days left: /)).toHaveTextContent(`Days left: ${days}`);
    }
  },
};

/**
 * Deadlines today and past read as due today and overdue (the days past), not as 0 or negative days
 * left.
 */
export const ProjectsOverdue: Story = {
  parameters: {
    visual: false,
    route: '/pages/user-profile/projects',
    msw: {
      handlers: [
        http.get('*/api/pages/profile', () =>
          HttpResponse.json(
            sample.profile.tabs.projects.slice(0, 2).map((p, i) => ({
              ...p,
              deadline: ['2026-06-15', '2026-06-12'][i],
              daysLeft: [0, -3][i],
            })),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { name: 'Social Banners', level: 2 });
    const [today, past] = c.getAllByText('Deadline:').map((term) => term.closest('li')!);
    await expect(within(today).getByText('Due today')).toBeVisible();
    await expect(within(past).getByText('Days overdue: 3')).toBeVisible();
    await expect(c.queryByText(/^Days left: /)).toBeNull();
  },
};

/** Connections: a card per person with a connect toggle. */
export const ConnectionsTab: Story = {
  parameters: { route: '/pages/user-profile/connections' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(connectionCards(canvasElement)).toHaveLength(8));
  },
};

/**
 * Connect to a person: saved through the API, the card says Connected; the profile tab's list says
 * the same; disconnect again.
 */
export const ConnectAndDisconnect: Story = {
  parameters: { visual: false, route: '/pages/user-profile/connections' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(connectionCards(canvasElement)).toHaveLength(8));
    const button = connectionCards(canvasElement).find(
      (b) => b.getAttribute('aria-pressed') === 'false',
    )!;
    const name = button.getAttribute('aria-label')!.replace('Connect with ', '');
    await userEvent.click(button);
    const connected = await c.findByRole('button', { name: `Connected with ${name}` });
    await expect(connected).toHaveAttribute('aria-pressed', 'true');
    await expect(connected).toHaveTextContent('Connected');
    await userEvent.click(c.getByRole('tab', { name: 'Profile' }));
    await aboutLoaded(canvasElement);
    const listed = await c.findByRole('button', { name: `Connected with ${name}` });
    await expect(listed).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(listed);
    await waitFor(() =>
      expect(c.getByRole('button', { name: `Connect with ${name}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  },
};

/** A connection that cannot be stored (507): the card says why and stays as it was. */
export const ConnectNotSaved: Story = {
  parameters: {
    visual: false,
    route: '/pages/user-profile/connections',
    msw: {
      handlers: [
        http.put('*/api/pages/profile/connections/:id', () =>
          HttpResponse.json(
            { message: "Could not save: the browser's storage is full", key: 'storageFull' },
            { status: 507 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(connectionCards(canvasElement)).toHaveLength(8));
    const button = connectionCards(canvasElement).find(
      (b) => b.getAttribute('aria-pressed') === 'false',
    )!;
    await userEvent.click(button);
    await expect(await c.findByRole('alert')).toHaveTextContent(
      "Not saved: Could not save: the browser's storage is full",
    );
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The projects table of the profile tab: search, sort and paging in the browser, all in the URL.
 */
export const ProjectsTable: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await aboutLoaded(canvasElement);
    await waitFor(() => expect(projectNames(canvasElement)).toHaveLength(5));
    await userEvent.click(c.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(projectNames(canvasElement)).toHaveLength(3));
    await expectLocation(canvasElement, '/pages/user-profile/profile?page=2');
    const progress = c.getByRole('columnheader', { name: /Progress/ });
    await userEvent.click(within(progress).getByRole('button'));
    await waitFor(() => expect(progress).toHaveAttribute('aria-sort', 'ascending'));
    await expectLocation(canvasElement, /sortBy=status/);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search the projects' }), 'design');
    await waitFor(() =>
      expect(projectNames(canvasElement).every((n) => n.toLowerCase().includes('design'))).toBe(
        true,
      ),
    );
    await expect(projectNames(canvasElement).length).toBeGreaterThan(0);
    await expectLocation(canvasElement, /q=design/);
  },
};

/** A tab the profile does not have: a clean not-found with the way to the profile tab. */
export const UnknownTab: Story = {
  parameters: { route: '/pages/user-profile/secrets' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await header(canvasElement);
    await expect(
      c.getByRole('heading', { name: 'This profile section does not exist' }),
    ).toBeVisible();
    await userEvent.click(c.getByRole('link', { name: 'Open the profile' }));
    await expectLocation(canvasElement, '/pages/user-profile/profile');
    await aboutLoaded(canvasElement);
  },
};

/** No connections. */
export const Empty: Story = {
  parameters: {
    route: '/pages/user-profile/connections',
    msw: { handlers: [http.get('*/api/pages/profile', () => HttpResponse.json([]))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No connections yet' }),
    ).toBeVisible();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/profile/header', () => delay('infinite')),
        http.get('*/api/pages/profile', () => delay('infinite')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Profile', selected: true }),
    ).toBeVisible();
  },
};

/** The tab's call fails: its error with a retry, the header still there. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/pages/profile', () =>
          HttpResponse.json({ message: 'Profiles are unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByText('Profiles are unavailable', undefined, { timeout: 10_000 });
    await expect(c.getByRole('heading', { name: 'This tab could not be loaded' })).toBeVisible();
    await header(canvasElement);
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await aboutLoaded(canvasElement);
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await header(canvasElement);
    await within(canvasElement).findByText('Inspection report approved');
    await expectOneCountry(
      canvasElement,
      'البلد:',
      'New York، الولايات المتحدة',
      'الولايات المتحدة',
    );
  },
};

/**
 * The country in Chinese, in the header (country first, as Chinese writes a place) and the about
 * card.
 */
export const ChineseProfileTab: Story = {
  globals: { locale: 'zh' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await header(canvasElement);
    await expectOneCountry(canvasElement, '国家：', '美国 New York', '美国');
  },
};

/** Chinese, on the projects tab (money and dates in Chinese). */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { route: '/pages/user-profile/projects' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Social Banners', level: 2 });
  },
};
