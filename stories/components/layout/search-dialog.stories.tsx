import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useCallback, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { SearchButton } from '@/components/layout/search-button';
import { useSearchHotkey } from '@/components/layout/use-search-hotkey';
import { CommandPalette } from '@/screens/shell/command-palette';

import { LocationDisplay } from '../../support/location-display';
import { looks } from '../../support/looks';
import { OverlayFrame } from '../../support/overlay-frame';
import { useNavGroups } from './fixtures';

/**
 * The search dialog as the app shows it, the CommandPalette: the real search call (simulated), the
 * navigation as suggestions and matches. `firstGroupOnly` suggests the first navigation group
 * alone, so the dialog stays short enough for its picture.
 */
/** What an admin may do, in English with the light theme (the palette's actions). */
const ADMIN_ACTIONS = {
  canChangeDevices: true,
  canReadDevices: true,
  canOpenApps: true,
  colorScheme: 'light',
  language: 'en',
  layoutNav: 'vertical',
} as const;

function Harness({
  defaultOpen = false,
  recentKey = 'story-recent',
  recent = [] as { title: string; url: string; subtitle?: string }[],
  firstGroupOnly = false,
  withActions = false,
}) {
  useState(() => localStorage.setItem(recentKey, JSON.stringify(recent)));
  const groups = useNavGroups();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  // Ctrl/⌘K is the app's to listen for, as in the app (the palette may still be loading).
  useSearchHotkey(useCallback(() => setOpen((o) => !o), []));
  return (
    <OverlayFrame height={620}>
      {(container) => (
        <div className="ee:grid ee:gap-3 ee:p-4">
          <SearchButton onClick={() => setOpen(true)} className="ee:w-fit" />
          <LocationDisplay />
          <CommandPalette
            open={open}
            onOpenChange={setOpen}
            query={query}
            onQueryChange={setQuery}
            navigation={firstGroupOnly ? groups.slice(0, 1) : groups}
            recentKey={recentKey}
            {...(withActions && { actions: ADMIN_ACTIONS })}
            container={container}
          />
        </div>
      )}
    </OverlayFrame>
  );
}

const meta = {
  title: 'Layout/SearchDialog',
  component: Harness,
  parameters: { route: '/' },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ctrl+K opens; type a device number, ArrowDown, Enter: the app navigates there; it is then a
 * recent search.
 */
export const Palette: Story = {
  args: { recentKey: 'story-recent-palette' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox');
    await expect(input).toHaveFocus();
    await userEvent.type(input, '24DC1000');
    await within(dialog).findByRole('option', { name: /^24DC10002 · / }, { timeout: 5000 });
    await expect(within(dialog).getByRole('group', { name: 'Device number' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /^24DC10001 · / })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('option', { name: /^24DC10002 · / })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/deviceDetail?number=24DC10002',
    );
    // Reopened with an empty query: the choice leads the recent searches.
    await userEvent.click(canvas.getByRole('button', { name: /Search/ }));
    const again = await canvas.findByRole('dialog', { name: 'Search' });
    const recent = within(again).getByRole('group', { name: 'Recent searches' });
    await expect(within(recent).getByRole('option', { name: /^24DC10002 · / })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Keyboard alone reaches a route: open, type a page name, Enter. */
export const PageByName: Story = {
  args: { recentKey: 'story-recent-page' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Meta>}k{/Meta}');
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'invoice list');
    // The API's "Invoice List", named as the navigation names it.
    await within(dialog).findByRole('option', { name: 'Invoice · List' }, { timeout: 5000 });
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
        '/apps/invoice/list',
      ),
    );
  },
};

/** Devices are found by name too ("transformer"), each hit showing its number and name. */
export const DevicesByName: Story = {
  args: { recentKey: 'story-recent-name' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Search/ }));
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'transformer');
    const group = await within(dialog).findByRole(
      'group',
      { name: 'Device number' },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(
        within(group).getAllByRole('option', { name: /^\d{2}[A-Z]+\d{5} · .*transformer/i }),
      ).toHaveLength(5),
    );
    await expect(
      within(group).getByRole('option', { name: '17TR10001 · Auxiliary transformer 07' }),
    ).toBeInTheDocument();
  },
};

/**
 * More than 5 devices matched: the group says how many and leads to all of them in the register;
 * the choice is then a recent search.
 */
export const SeeAllInRegister: Story = {
  args: { recentKey: 'story-recent-see-all' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'Transformer');
    const group = await within(dialog).findByRole(
      'group',
      { name: 'Device number' },
      { timeout: 5000 },
    );
    // 14 sample devices have "transformer" in their names; 5 are listed.
    const seeAll = await within(group).findByRole('option', { name: 'See all 14 in the register' });
    await userEvent.click(seeAll);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/devices?q=Transformer',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Search/ }));
    const again = await canvas.findByRole('dialog', { name: 'Search' });
    const recent = within(again).getByRole('group', { name: 'Recent searches' });
    await userEvent.click(
      within(recent).getByRole('option', { name: 'Devices matching “Transformer”' }),
    );
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/devices?q=Transformer',
    );
  },
};

/**
 * In Chinese every group and page is titled from our catalogues, not with the API's English titles.
 */
export const ChineseTitles: Story = {
  args: { recentKey: 'story-recent-zh' },
  globals: { locale: 'zh' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await canvas.findByRole('dialog', { name: '搜索' });
    const input = within(dialog).getByRole('combobox');
    await userEvent.type(input, '24DC1000');
    await within(dialog).findByRole('group', { name: '设备编号' }, { timeout: 5000 });
    await userEvent.clear(input);
    await userEvent.type(input, 'a');
    await within(dialog).findByRole('group', { name: '仪表板' }, { timeout: 5000 });
    for (const name of ['设备页面', '应用与页面', '页面'])
      await expect(within(dialog).getByRole('group', { name })).toBeInTheDocument();
    await expect(within(dialog).getByRole('option', { name: '项目分析' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('option', { name: '学院 · 课程' })).toBeInTheDocument();
    // No English title is left: every group heading and every page is from the zh catalogue.
    const headings = [...dialog.querySelectorAll('[cmdk-group-heading]')].map(
      (h) => h.textContent ?? '',
    );
    await expect(headings.filter((h) => /[A-Za-z]/.test(h))).toEqual([]);
    // Pages are titled from the catalogue; records (devices, locations, people) keep their names.
    const records = new Set(['设备编号', '位置', '用户']);
    const pageGroups = [...dialog.querySelectorAll('[cmdk-group]')].filter(
      (g) => !records.has(g.querySelector('[cmdk-group-heading]')?.textContent ?? ''),
    );
    const pages = pageGroups
      .flatMap((g) => within(g as HTMLElement).queryAllByRole('option'))
      .map((o) => o.textContent ?? '');
    await expect(pages.length).toBeGreaterThan(3);
    await expect(pages.filter((p) => /[A-Za-z]{3}/.test(p))).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, 'transformer');
    await within(dialog).findByRole(
      'option',
      { name: '在台账中查看全部 14 台设备' },
      { timeout: 5000 },
    );
  },
};

const deviceResults: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-results' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'transformer');
    await within(dialog).findByRole('option', { name: /14/ }, { timeout: 5000 });
  },
};
/**
 * The device group as it looks: number and name on each line, then the way to all 14 in the
 * register.
 */
export const DeviceResults: Story = { ...deviceResults };
export const DeviceResultsRtl: Story = { ...deviceResults, globals: looks.rtl };

/** No match: the message names the query. */
export const NoResults: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-none' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzzz');
    await within(dialog).findByText('No results for “zzzz”', undefined, { timeout: 5000 });
  },
};

/**
 * While the search call is out, a query that no page matches says it is searching (not "no
 * results"); a page match shows at once.
 */
export const Searching: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-searching' },
  parameters: {
    visual: false,
    msw: { handlers: [http.get('*/api/app-bar/search', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    const input = within(dialog).getByRole('combobox');
    await userEvent.type(input, 'zzzz');
    await within(dialog).findByText('Searching…');
    await expect(within(dialog).queryByText(/No results/)).toBeNull();
    // The navigation is matched in the page: no wait for the call.
    await userEvent.clear(input);
    await userEvent.type(input, 'invoice');
    await within(dialog).findByRole('option', { name: 'Invoice · List' });
  },
};

const openWithRecent: Story = {
  args: {
    defaultOpen: true,
    firstGroupOnly: true,
    recentKey: 'story-recent-look',
    recent: [{ title: '24DC10003', url: '/deviceDetail?number=24DC10003' }],
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await within(dialog)
      .findByRole('group', { name: 'Recent searches' })
      .catch(() => within(dialog).findAllByRole('group'));
  },
};

/** Open with an empty query: recent searches, then suggestions. */
export const Open: Story = { ...openWithRecent };
export const Dark: Story = { ...openWithRecent, globals: looks.dark };
export const Bordered: Story = { ...openWithRecent, globals: looks.bordered };
export const Rtl: Story = { ...openWithRecent, globals: looks.rtl };

/**
 * The search call answered with a page of HTML (the simulation stopped, the server gave its own
 * page): the palette goes on with what it finds itself and says the records could not be
 * searched (issue 35.1).
 */
export const AnswerNotJson: Story = {
  args: { defaultOpen: true, firstGroupOnly: true, recentKey: 'story-recent-not-json' },
  parameters: {
    msw: {
      handlers: [
        http.get(
          '*/api/app-bar/search',
          () =>
            new HttpResponse('<!doctype html><html><body><div id="root"></div></body></html>', {
              headers: { 'Content-Type': 'text/html' },
            }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'device');
    await expect(
      await within(dialog).findByRole('alert', undefined, { timeout: 5000 }),
    ).toHaveTextContent(
      'Records could not be searched. The answer from the API could not be read. Reload the page and try again.',
    );
    await expect(within(dialog).getByRole('option', { name: 'Devices' })).toBeInTheDocument();
  },
};

/**
 * An answer of the wrong shape is drawn as far as it has the contract's shape, and nothing breaks.
 */
export const AnswerOfWrongShape: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-wrong-shape' },
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.get('*/api/app-bar/search', () =>
          HttpResponse.json([
            { category: 'devices', title: 'Device number', total: 1, children: 'not a list' },
            {
              category: 'pages',
              title: 'Pages',
              total: 'two',
              children: [
                { url: '/second-page', title: 'Second Page', icon: 'tabler-file' },
                { url: 42, title: { en: 'Broken' } },
              ],
            },
            null,
            'text',
          ]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'second');
    await within(dialog).findByRole('option', { name: 'Second page' }, { timeout: 5000 });
    await expect(within(dialog).queryByRole('group', { name: 'Device number' })).toBeNull();
    await expect(within(dialog).queryByText('Broken')).toBeNull();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/**
 * Recent choices read in the current language, whatever language they were made in: an action
 * chosen on an Arabic screen, a page; a device keeps its number and name (issue 35.2).
 */
export const RecentInCurrentLanguage: Story = {
  args: {
    defaultOpen: true,
    firstGroupOnly: true,
    withActions: true,
    recentKey: 'story-recent-language',
    recent: [
      { url: 'action:language:en', title: 'اللغة: English' },
      { url: '/devices', title: 'الأجهزة' },
      {
        url: '/deviceDetail?number=24DC10003',
        title: '24DC10003',
        subtitle: 'Lighting distribution cabinet 03',
      },
    ],
  },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    const recent = await within(dialog).findByRole('group', { name: 'Recent searches' });
    await expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Language: English', 'Devices', '24DC10003 · Lighting distribution cabinet 03']);
  },
};

/** Closed after typing, it opens again empty: the next word is a new search (issue 35.14). */
export const ReopensEmpty: Story = {
  args: { recentKey: 'story-recent-reopen' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await canvas.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'transformer');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.keyboard('{Control>}k{/Control}');
    const again = await canvas.findByRole('dialog', { name: 'Search' });
    await expect(within(again).getByRole('combobox')).toHaveValue('');
    await userEvent.keyboard('dark');
    await expect(within(again).getByRole('combobox')).toHaveValue('dark');
  },
};

const locationsAndPeople: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-records' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    const input = within(dialog).getByRole('combobox');
    await userEvent.type(input, 'transformer bay');
    // Names are data: the same in every language, each isolated in its own direction.
    const first = await within(dialog).findByRole(
      'option',
      { name: 'Transformer bay · Shanghai Zhangjiang Campus › 110 kV Substation › HV switch room' },
      { timeout: 5000 },
    );
    await expect(
      first.closest('[cmdk-group]')?.querySelector('[cmdk-group-heading]'),
    ).toHaveTextContent(/^(Locations|المواقع)$/);
  },
};
/** Locations by name, each with the places it is in (issue 35.14). */
export const Locations: Story = { ...locationsAndPeople };
export const LocationsRtl: Story = { ...locationsAndPeople, globals: looks.rtl };

/** People by name, username or e-mail, for a user who may read them; each opens the user's page. */
export const People: Story = {
  args: { defaultOpen: true, recentKey: 'story-recent-people' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'lucas');
    const users = await within(dialog).findByRole('group', { name: 'Users' }, { timeout: 5000 });
    await userEvent.click(
      within(users).getByRole('option', { name: 'Lucas Hurran · lucas.hurran1@example.com' }),
    );
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/apps/user/view/1',
    );
  },
};

/**
 * The register's filters are actions: "overdue" opens the register with overdue inspections only.
 */
export const RegisterFilters: Story = {
  args: { defaultOpen: true, withActions: true, recentKey: 'story-recent-filters' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'overdue');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Overdue inspections' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/devices?overdue=true',
    );
  },
};

/**
 * A number typed alone asks for its record: until the search has answered, no action about it
 * is offered, so Enter right after typing never runs "Schedule maintenance" instead of opening
 * the device.
 */
export const RecordNumberFirst: Story = {
  args: { defaultOpen: true, withActions: true, recentKey: 'story-recent-number' },
  parameters: {
    visual: false,
    msw: { handlers: [http.get('*/api/app-bar/search', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), '24DC10003');
    await within(dialog).findByText('Searching…');
    await expect(
      within(dialog).queryByRole('option', { name: 'Schedule maintenance for 24DC10003' }),
    ).toBeNull();
  },
};

/** On a phone: a location's name stays whole, the places above it give way. */
export const LocationsPhone: Story = {
  ...locationsAndPeople,
  globals: { viewport: { value: 'phone' } },
};
