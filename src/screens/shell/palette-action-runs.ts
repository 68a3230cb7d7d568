/**
 * What each palette action does, and who may do it (issue 37.2): defined here, once, by its id
 * (`action:<id>`); palette-actions.ts offers them (titles, keywords, icons, in the user's
 * language) and the app's layout runs the one chosen through runPaletteAction, handing over only
 * navigate, update and sign-out. Its own module, without the palette's words: the layout loads
 * it with the first page, the palette when it is first opened.
 */
import { ACTION_URL_PREFIX } from '@/components/layout/search-action-url';
import { languages } from '@/i18n/languages';
import { withQuery, type ScreenPaths } from '@/screens/paths';
import { ACTION_PARAM } from '@/screens/shared/use-action-param';
import type { Settings } from '@/settings/settings';

/** What the user may do, as far as the actions ask. */
export interface PaletteAbilities {
  /** May create and change devices, types and locations. */
  canChangeDevices: boolean;
  /** May open the sample apps (invoices). */
  canOpenApps: boolean;
  /** May create work orders (a planner creates them open, a technician raises requests). */
  canCreateWorkOrders?: boolean;
  /** Plans work: creates open orders (else a new order is a request). */
  plansWork?: boolean;
}

/** What running an action may do: go to a page, change a setting, sign out. */
export interface PaletteRunContext extends PaletteAbilities {
  paths: ScreenPaths;
  navigate: (to: string) => void;
  update: (patch: Partial<Pick<Settings, 'theme' | 'language' | 'layoutNav'>>) => void;
  signOut: () => void;
}

/** One action: whether this user may run it, and what running it does. */
export interface ActionRun {
  may: (abilities: PaletteAbilities) => boolean;
  run: (context: PaletteRunContext) => void;
}

const always = () => true;
const devices = (abilities: PaletteAbilities) => abilities.canChangeDevices;

/** Opens a list with its add form open (the screen reads `?action=add`). */
const openAdding =
  (to: keyof ScreenPaths): ActionRun['run'] =>
  ({ navigate, paths }) =>
    navigate(withQuery(paths[to], { [ACTION_PARAM]: 'add' }));

/** The actions that take nothing from the query, by id. */
export const ACTION_RUNS: Readonly<Record<string, ActionRun>> = {
  'new-device': { may: devices, run: openAdding('devices') },
  'new-device-type': { may: devices, run: openAdding('deviceTypes') },
  'add-location': { may: devices, run: openAdding('deviceLocation') },
  // The list's create drawer, which creates an open order or, for a technician, a request.
  'new-work-order': {
    may: (abilities) => abilities.canCreateWorkOrders === true,
    run: openAdding('workOrders'),
  },
  'theme:light': { may: always, run: ({ update }) => update({ theme: 'light' }) },
  'theme:dark': { may: always, run: ({ update }) => update({ theme: 'dark' }) },
  ...Object.fromEntries(
    languages.map((l): [string, ActionRun] => [
      `language:${l.code}`,
      { may: always, run: ({ update }) => update({ language: l.code }) },
    ]),
  ),
  'layout:horizontal': { may: always, run: ({ update }) => update({ layoutNav: 'horizontal' }) },
  'layout:vertical': { may: always, run: ({ update }) => update({ layoutNav: 'vertical' }) },
  'sign-out': { may: always, run: ({ signOut }) => signOut() },
};

/** Whether `id` is an action of ACTION_RUNS this user may run. */
export function mayRun(id: string, abilities: PaletteAbilities): boolean {
  return Object.hasOwn(ACTION_RUNS, id) && ACTION_RUNS[id].may(abilities);
}

/**
 * The actions about a record named in the query (`maintenance:<number>`, `invoice:<id>`): who
 * may run them, which records they take, and what running one does.
 */
export const RECORD_ACTIONS = {
  // The device's page, on its maintenance tab with the schedule form open.
  maintenance: {
    may: devices,
    record: /^\d{2}[a-z]{2}\d{5}$/i,
    run: ({ navigate, paths }: PaletteRunContext, number: string) =>
      navigate(
        withQuery(paths.deviceDetail, {
          number,
          tab: 'maintenance',
          [ACTION_PARAM]: 'maintenance',
        }),
      ),
  },
  invoice: {
    may: (abilities: PaletteAbilities) => abilities.canOpenApps,
    record: /^\d+$/,
    run: ({ navigate, paths }: PaletteRunContext, id: string) =>
      navigate(`${paths.invoicePreview}/${id}`),
  },
} as const;

/**
 * Runs the action an `action:<id>` result names, when this user may: true when it ran, false
 * for one refused or unknown (a recent search of another account, a hand-made URL).
 */
export function runPaletteAction(url: string, context: PaletteRunContext): boolean {
  if (!url.startsWith(ACTION_URL_PREFIX)) return false;
  const id = url.slice(ACTION_URL_PREFIX.length);
  if (Object.hasOwn(ACTION_RUNS, id)) {
    if (!mayRun(id, context)) return false;
    ACTION_RUNS[id].run(context);
    return true;
  }
  const [kind = '', record = ''] = id.split(/:(.*)/s);
  if (!Object.hasOwn(RECORD_ACTIONS, kind)) return false;
  const about = RECORD_ACTIONS[kind as keyof typeof RECORD_ACTIONS];
  if (!about.may(context) || !about.record.test(record)) return false;
  about.run(context, record);
  return true;
}
