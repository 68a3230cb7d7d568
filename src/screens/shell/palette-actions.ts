/**
 * What the palette can do besides opening a page (issue 19 point 2): create things, schedule
 * maintenance for a device named in the query, open an invoice by number, switch theme,
 * language and layout, sign out, and open the register filtered (issue 35.14: overdue
 * inspections, devices in fault, in maintenance). An action is a result whose url is
 * `action:<id>` (kept in recent searches like a page), run where it is defined here
 * (runPaletteAction: the layout only hands over what an action needs); a filter is the
 * register's own link. Matching is by words (matchScore) over the title in the user's language
 * and keywords in it, so "new dev", "new device" and "新增设备" all find "New device".
 */
import type { TFunction } from 'i18next';

// The prefix from its own module: the app's layout runs actions without loading the palette.
import { ACTION_URL_PREFIX } from '@/components/layout/search-action-url';
import type { SearchResultGroup, SearchResultItem } from '@/components/layout/search-dialog';
import { languages } from '@/i18n/languages';
import { withQuery, type ScreenPaths } from '@/screens/paths';
import { ACTION_PARAM } from '@/screens/shared/use-action-param';
import type { ColorScheme, LayoutNav, Settings, SettingsLanguage } from '@/settings/settings';

import { matchScore } from './match-score';

export { matchScore };

type ShellT = TFunction<'ee-shell'>;

/** One thing the palette can do, before matching. */
export interface PaletteAction extends SearchResultItem {
  /** Words beyond the title that find it. */
  keywords: string[];
}

/** What the user may do, as far as the actions ask. */
export interface PaletteAbilities {
  /** May create and change devices, types and locations. */
  canChangeDevices: boolean;
  /** May open the sample apps (invoices). */
  canOpenApps: boolean;
}

export interface PaletteActionContext extends PaletteAbilities {
  t: ShellT;
  /** May read devices: the register's filters are offered. */
  canReadDevices?: boolean;
  /** The register's link with these filters (its URL parameters); no filters without it. */
  registerHref?: (filters: Record<string, string>) => string;
  colorScheme: ColorScheme;
  language: SettingsLanguage;
  layoutNav: LayoutNav;
}

/** What running an action may do: go to a page, change a setting, sign out. */
export interface PaletteRunContext extends PaletteAbilities {
  paths: ScreenPaths;
  navigate: (to: string) => void;
  update: (patch: Partial<Pick<Settings, 'theme' | 'language' | 'layoutNav'>>) => void;
  signOut: () => void;
}

/** A device number anywhere in the typed text (24DC10003, any case). */
const DEVICE_NUMBER = /\b(\d{2}[a-z]{2}\d{5})\b/gi;
/** An invoice number: four or more digits, after "invoice"/"#" or alone. */
const INVOICE_NUMBER = /(?:^|\s|#)(\d{4,6})(?=\s|$)/;

const action = (
  id: string,
  title: string,
  keywords: string,
  extra: Partial<SearchResultItem> = {},
): PaletteAction => ({
  url: `${ACTION_URL_PREFIX}${id}`,
  title,
  keywords: keywords.split(/\s+/).filter(Boolean),
  ...extra,
});

/**
 * One action the palette knows, whatever the state: `may` says whether this user may run it at
 * all, `offered` whether it is offered now (switching to the theme already on is not).
 */
interface ActionDefinition {
  id: string;
  may: (abilities: PaletteAbilities) => boolean;
  offered?: (context: PaletteActionContext) => boolean;
  make: (context: PaletteActionContext) => PaletteAction;
  /** Does it (once `may` allowed it). */
  run: (context: PaletteRunContext) => void;
}

const always = () => true;

/** Opens a list with its add form open (the screen reads `?action=add`). */
const openAdding = (to: keyof ScreenPaths) => (context: PaletteRunContext) =>
  context.navigate(withQuery(context.paths[to], { [ACTION_PARAM]: 'add' }));

/** Every action that does not depend on the query, in the order the palette suggests them. */
function definitions(): ActionDefinition[] {
  const devices = (abilities: PaletteAbilities) => abilities.canChangeDevices;
  // Both themes' names, as the theme menu shows them: someone in the dark theme types "dark"
  // (the word they know for what they want to leave) as often as "light".
  const themeKeywords = (t: ShellT) =>
    `${t('search.actions.keywords.theme')} ${t('theme.dark')} ${t('theme.light')}`;
  return [
    {
      id: 'new-device',
      may: devices,
      make: ({ t }) =>
        action(
          'new-device',
          t('search.actions.newDevice'),
          t('search.actions.keywords.newDevice'),
          { icon: 'tabler-plus' },
        ),
      run: openAdding('devices'),
    },
    {
      id: 'new-device-type',
      may: devices,
      make: ({ t }) =>
        action(
          'new-device-type',
          t('search.actions.newDeviceType'),
          t('search.actions.keywords.newDeviceType'),
          { icon: 'tabler-category' },
        ),
      run: openAdding('deviceTypes'),
    },
    {
      id: 'add-location',
      may: devices,
      make: ({ t }) =>
        action(
          'add-location',
          t('search.actions.addLocation'),
          t('search.actions.keywords.addLocation'),
          { icon: 'tabler-map-pin' },
        ),
      run: openAdding('deviceLocation'),
    },
    {
      id: 'theme:light',
      may: always,
      offered: (c) => c.colorScheme === 'dark',
      make: ({ t }) =>
        action('theme:light', t('search.actions.themeLight'), themeKeywords(t), {
          icon: 'tabler-sun',
        }),
      run: ({ update }) => update({ theme: 'light' }),
    },
    {
      id: 'theme:dark',
      may: always,
      offered: (c) => c.colorScheme !== 'dark',
      make: ({ t }) =>
        action('theme:dark', t('search.actions.themeDark'), themeKeywords(t), {
          icon: 'tabler-moon',
        }),
      run: ({ update }) => update({ theme: 'dark' }),
    },
    // Each language by its own name, so someone lost in a language they cannot read finds theirs.
    ...languages.map((l): ActionDefinition => ({
      id: `language:${l.code}`,
      may: always,
      offered: (c) => c.language !== l.code,
      make: ({ t }) =>
        action(
          `language:${l.code}`,
          t('search.actions.language', { language: l.label }),
          `${t('search.actions.keywords.language')} ${l.code} ${l.label}`,
          { icon: 'tabler-language' },
        ),
      run: ({ update }) => update({ language: l.code }),
    })),
    {
      id: 'layout:horizontal',
      may: always,
      offered: (c) => c.layoutNav === 'vertical',
      make: ({ t }) =>
        action(
          'layout:horizontal',
          t('search.actions.layoutHorizontal'),
          t('search.actions.keywords.layout'),
          { icon: 'tabler-layout-navbar' },
        ),
      run: ({ update }) => update({ layoutNav: 'horizontal' }),
    },
    {
      id: 'layout:vertical',
      may: always,
      offered: (c) => c.layoutNav !== 'vertical',
      make: ({ t }) =>
        action(
          'layout:vertical',
          t('search.actions.layoutVertical'),
          t('search.actions.keywords.layout'),
          { icon: 'tabler-layout-sidebar' },
        ),
      run: ({ update }) => update({ layoutNav: 'vertical' }),
    },
    {
      id: 'sign-out',
      may: always,
      make: ({ t }) =>
        action('sign-out', t('search.actions.signOut'), t('search.actions.keywords.signOut'), {
          icon: 'tabler-logout',
        }),
      run: ({ signOut }) => signOut(),
    },
  ];
}

/**
 * The actions about a record named in the query (`maintenance:<number>`, `invoice:<id>`): who
 * may run them, which records they take, and what running one does.
 */
const RECORD_ACTIONS: Record<
  string,
  {
    may: (abilities: PaletteAbilities) => boolean;
    record: RegExp;
    run: (context: PaletteRunContext, record: string) => void;
  }
> = {
  // The device's page, on its maintenance tab with the schedule form open.
  maintenance: {
    may: (a) => a.canChangeDevices,
    record: /^\d{2}[a-z]{2}\d{5}$/i,
    run: ({ navigate, paths }, number) =>
      navigate(
        withQuery(paths.deviceDetail, {
          number,
          tab: 'maintenance',
          [ACTION_PARAM]: 'maintenance',
        }),
      ),
  },
  invoice: {
    may: (a) => a.canOpenApps,
    record: /^\d+$/,
    run: ({ navigate, paths }, id) => navigate(`${paths.invoicePreview}/${id}`),
  },
};

/**
 * Runs the action an `action:<id>` result names, when this user may: true when it ran, false
 * for one refused or unknown (a recent search of another account, a hand-made URL).
 */
export function runPaletteAction(url: string, context: PaletteRunContext): boolean {
  if (!url.startsWith(ACTION_URL_PREFIX)) return false;
  const id = url.slice(ACTION_URL_PREFIX.length);
  const known = definitions().find((d) => d.id === id);
  if (known) {
    if (!known.may(context)) return false;
    known.run(context);
    return true;
  }
  const [kind = '', record = ''] = id.split(/:(.*)/s);
  const about = Object.hasOwn(RECORD_ACTIONS, kind) ? RECORD_ACTIONS[kind] : undefined;
  if (!about || !about.may(context) || !about.record.test(record)) return false;
  about.run(context, record);
  return true;
}

/** The actions that do not depend on the query, filtered by what the user may do. */
export function staticActions(context: PaletteActionContext): PaletteAction[] {
  return definitions()
    .filter((d) => d.may(context) && (d.offered?.(context) ?? true))
    .map((d) => d.make(context));
}

/**
 * A remembered action (`action:<id>`) as it reads now, in the current language; null when it is
 * not one this user may run (another account's, or one the palette no longer has).
 */
export function actionItem(url: string, context: PaletteActionContext): SearchResultItem | null {
  if (!url.startsWith(ACTION_URL_PREFIX)) return null;
  const id = url.slice(ACTION_URL_PREFIX.length);
  const known = definitions().find((d) => d.id === id);
  const found = known
    ? known.may(context)
      ? known.make(context)
      : undefined
    : queryActions(id.replace(/^\w+:/, ''), context).find((a) => a.url === url);
  if (!found) return null;
  const { keywords: _keywords, ...item } = found;
  return item;
}

/** Actions about a record named in the query: a device number, an invoice number. */
export function queryActions(
  query: string,
  { t, canChangeDevices, canOpenApps }: PaletteActionContext,
): PaletteAction[] {
  const list: PaletteAction[] = [];
  if (canChangeDevices) {
    const numbers = new Set(Array.from(query.matchAll(DEVICE_NUMBER), (m) => m[1].toUpperCase()));
    for (const number of numbers) {
      list.push(
        action(
          `maintenance:${number}`,
          t('search.actions.scheduleMaintenance', { number }),
          t('search.actions.keywords.scheduleMaintenance'),
          { icon: 'tabler-tool' },
        ),
      );
    }
  }
  const invoice = canOpenApps ? INVOICE_NUMBER.exec(query) : null;
  if (invoice)
    list.push(
      action(
        `invoice:${invoice[1]}`,
        t('search.actions.goToInvoice', { id: invoice[1] }),
        t('search.actions.keywords.goToInvoice'),
        { icon: 'tabler-file-dollar' },
      ),
    );
  return list;
}

/**
 * Whether the query is nothing but a record's number ("24DC10003", "#4987"): then the record
 * itself is what was asked for, and Enter must open it, so the actions about it follow it.
 */
export function namesOnlyARecord(query: string): boolean {
  const rest = query
    .replace(DEVICE_NUMBER, ' ')
    .replace(/(?:^|\s)#?\d{4,6}(?=\s|$)/g, ' ')
    .trim();
  return rest === '' && query.trim() !== '';
}

/** The register filters the palette offers: their title and keywords, and the register's URL parameters. */
const FILTERS = [
  { key: 'overdueInspections', filters: { overdue: 'true' }, icon: 'tabler-calendar-exclamation' },
  { key: 'devicesInFault', filters: { status: 'fault' }, icon: 'tabler-alert-triangle' },
  { key: 'devicesInMaintenance', filters: { status: 'maintenance' }, icon: 'tabler-tool' },
] as const;

/** The register, filtered (for a user who may read devices): each result is the register's own link. */
export function filterActions({
  t,
  canReadDevices,
  registerHref,
}: PaletteActionContext): PaletteAction[] {
  if (!canReadDevices || !registerHref) return [];
  return FILTERS.map(({ key, filters, icon }) => ({
    url: registerHref(filters),
    title: t(`search.actions.${key}`),
    keywords: t(`search.actions.keywords.${key}`).split(/\s+/).filter(Boolean),
    icon,
  }));
}

/** A remembered register filter as it reads now, or null when `url` is none of them (or not this user's). */
export function filterItem(url: string, context: PaletteActionContext): SearchResultItem | null {
  const found = filterActions(context).find((f) => f.url === url);
  if (!found) return null;
  const { keywords: _keywords, ...item } = found;
  return item;
}

/**
 * The actions group for a query: every action that matches, best first, those about a record
 * named in the query always (they were asked for by naming it).
 */
export function actionGroup(
  query: string,
  context: PaletteActionContext,
): SearchResultGroup | null {
  const named = queryActions(query, context);
  const scored = [...staticActions(context), ...filterActions(context)]
    .map((a) => ({ a, score: matchScore(a, query) }))
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score)
    .map((s) => s.a);
  const children = [...named, ...scored].map(({ keywords: _keywords, ...item }) => item);
  return children.length
    ? { title: context.t('search.actions.group'), category: 'actions', children }
    : null;
}
