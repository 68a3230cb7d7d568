/**
 * What the palette can do besides opening a page (issue 19 point 2): create things, schedule
 * maintenance for a device named in the query, open an invoice by number, switch theme,
 * language and layout, sign out, and open the register filtered (issue 35.14: overdue
 * inspections, devices in fault, in maintenance). An action is a result whose url is
 * `action:<id>` (kept in recent searches like a page); what each does, and who may, is defined
 * in palette-action-runs.ts, which the layout runs it through; a filter is the register's own
 * link. Matching is by words (matchScore) over the title in the user's language
 * and keywords in it, so "new dev", "new device" and "新增设备" all find "New device".
 */
import type { TFunction } from 'i18next';

// The prefix from its own module: the app's layout runs actions without loading the palette.
import { ACTION_URL_PREFIX } from '@/components/layout/search-action-url';
import type { SearchResultGroup, SearchResultItem } from '@/components/layout/search-dialog';
import { languages } from '@/i18n/languages';
import type { ColorScheme, LayoutNav, SettingsLanguage } from '@/settings/settings';

import { matchScore } from './match-score';
import { mayRun, RECORD_ACTIONS, type PaletteAbilities } from './palette-action-runs';

export { matchScore };

type ShellT = TFunction<'ee-shell'>;

/** One thing the palette can do, before matching. */
export interface PaletteAction extends SearchResultItem {
  /** Words beyond the title that find it. */
  keywords: string[];
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
 * How the palette offers one of its actions, whatever the state: `offered` says whether it is
 * offered now (switching to the theme already on is not). Whether this user may run it at all,
 * and what it does, is the action's run (palette-action-runs.ts, by the same id).
 */
interface ActionDefinition {
  id: string;
  offered?: (context: PaletteActionContext) => boolean;
  make: (context: PaletteActionContext) => PaletteAction;
}

/** Every action that does not depend on the query, in the order the palette suggests them. */
function definitions(): ActionDefinition[] {
  // Both themes' names, as the theme menu shows them: someone in the dark theme types "dark"
  // (the word they know for what they want to leave) as often as "light".
  const themeKeywords = (t: ShellT) =>
    `${t('search.actions.keywords.theme')} ${t('theme.dark')} ${t('theme.light')}`;
  return [
    {
      id: 'new-device',
      make: ({ t }) =>
        action(
          'new-device',
          t('search.actions.newDevice'),
          t('search.actions.keywords.newDevice'),
          { icon: 'tabler-plus' },
        ),
    },
    {
      id: 'new-device-type',
      make: ({ t }) =>
        action(
          'new-device-type',
          t('search.actions.newDeviceType'),
          t('search.actions.keywords.newDeviceType'),
          { icon: 'tabler-category' },
        ),
    },
    {
      id: 'add-location',
      make: ({ t }) =>
        action(
          'add-location',
          t('search.actions.addLocation'),
          t('search.actions.keywords.addLocation'),
          { icon: 'tabler-map-pin' },
        ),
    },
    {
      id: 'new-work-order',
      // One action: its words say what the drawer will do for this user.
      make: ({ t, plansWork }) =>
        plansWork
          ? action(
              'new-work-order',
              t('search.actions.newWorkOrder'),
              t('search.actions.keywords.newWorkOrder'),
              { icon: 'tabler-clipboard-plus' },
            )
          : action(
              'new-work-order',
              t('search.actions.requestWork'),
              t('search.actions.keywords.requestWork'),
              { icon: 'tabler-clipboard-plus' },
            ),
    },
    {
      id: 'theme:light',
      offered: (c) => c.colorScheme === 'dark',
      make: ({ t }) =>
        action('theme:light', t('search.actions.themeLight'), themeKeywords(t), {
          icon: 'tabler-sun',
        }),
    },
    {
      id: 'theme:dark',
      offered: (c) => c.colorScheme !== 'dark',
      make: ({ t }) =>
        action('theme:dark', t('search.actions.themeDark'), themeKeywords(t), {
          icon: 'tabler-moon',
        }),
    },
    // Each language by its own name, so someone lost in a language they cannot read finds theirs.
    ...languages.map((l): ActionDefinition => ({
      id: `language:${l.code}`,
      offered: (c) => c.language !== l.code,
      make: ({ t }) =>
        action(
          `language:${l.code}`,
          t('search.actions.language', { language: l.label }),
          `${t('search.actions.keywords.language')} ${l.code} ${l.label}`,
          { icon: 'tabler-language' },
        ),
    })),
    {
      id: 'layout:horizontal',
      offered: (c) => c.layoutNav === 'vertical',
      make: ({ t }) =>
        action(
          'layout:horizontal',
          t('search.actions.layoutHorizontal'),
          t('search.actions.keywords.layout'),
          { icon: 'tabler-layout-navbar' },
        ),
    },
    {
      id: 'layout:vertical',
      offered: (c) => c.layoutNav !== 'vertical',
      make: ({ t }) =>
        action(
          'layout:vertical',
          t('search.actions.layoutVertical'),
          t('search.actions.keywords.layout'),
          { icon: 'tabler-layout-sidebar' },
        ),
    },
    {
      id: 'sign-out',
      make: ({ t }) =>
        action('sign-out', t('search.actions.signOut'), t('search.actions.keywords.signOut'), {
          icon: 'tabler-logout',
        }),
    },
  ];
}

/** The actions that do not depend on the query, filtered by what the user may do. */
export function staticActions(context: PaletteActionContext): PaletteAction[] {
  return definitions()
    .filter((d) => mayRun(d.id, context) && (d.offered?.(context) ?? true))
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
    ? mayRun(known.id, context)
      ? known.make(context)
      : undefined
    : queryActions(id.replace(/^\w+:/, ''), context).find((a) => a.url === url);
  if (!found) return null;
  const { keywords: _keywords, ...item } = found;
  return item;
}

/** Actions about a record named in the query: a device number, an invoice number. */
export function queryActions(query: string, context: PaletteActionContext): PaletteAction[] {
  const { t } = context;
  const list: PaletteAction[] = [];
  if (RECORD_ACTIONS.maintenance.may(context)) {
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
  const invoice = RECORD_ACTIONS.invoice.may(context) ? INVOICE_NUMBER.exec(query) : null;
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

/**
 * The register filters the palette offers: their title and keywords, and the register's URL
 * parameters.
 */
const FILTERS = [
  { key: 'overdueInspections', filters: { overdue: 'true' }, icon: 'tabler-calendar-exclamation' },
  { key: 'devicesInFault', filters: { status: 'fault' }, icon: 'tabler-alert-triangle' },
  { key: 'devicesInMaintenance', filters: { status: 'maintenance' }, icon: 'tabler-tool' },
] as const;

/**
 * The register, filtered (for a user who may read devices): each result is the register's own link.
 */
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

/**
 * A remembered register filter as it reads now, or null when `url` is none of them (or not this
 * user's).
 */
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
