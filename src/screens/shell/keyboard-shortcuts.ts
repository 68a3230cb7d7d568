/**
 * The app's keyboard shortcuts (issue 19 point 2), GitHub-style: `g` then a letter goes to a page,
 * `n` creates a new one of what the current list shows. The palette shows each next to the page
 * or action it does, so they are documented where people look (and in the README).
 */
import { withQuery, type ScreenPaths } from '../paths';
import { ACTION_PARAM } from '../shared/use-action-param';
import { APPS_SUBJECT, DEVICE_SUBJECT, WORK_ORDER_SUBJECT } from './navigation';

/** A `g <letter>` shortcut to a page. */
export interface GoShortcut {
  keys: string;
  to: string;
  subject: string;
}

export function goShortcuts(paths: ScreenPaths): GoShortcut[] {
  return [
    { keys: 'g h', to: paths.home, subject: DEVICE_SUBJECT },
    { keys: 'g d', to: paths.devices, subject: DEVICE_SUBJECT },
    { keys: 'g t', to: paths.deviceTypes, subject: DEVICE_SUBJECT },
    { keys: 'g l', to: paths.deviceLocation, subject: DEVICE_SUBJECT },
    { keys: 'g w', to: paths.workOrders, subject: WORK_ORDER_SUBJECT },
    { keys: 'g m', to: paths.myWork, subject: WORK_ORDER_SUBJECT },
    { keys: 'g i', to: paths.invoiceList, subject: APPS_SUBJECT },
    { keys: 'g u', to: paths.userList, subject: APPS_SUBJECT },
    { keys: 'g e', to: paths.email, subject: APPS_SUBJECT },
    { keys: 'g c', to: paths.calendar, subject: APPS_SUBJECT },
  ];
}

/** Where `n` leads on a list page: its add form (a query action, or an add page), else nowhere. */
export function newItemTarget(pathname: string, paths: ScreenPaths): string | null {
  const add = (path: string) => withQuery(path, { [ACTION_PARAM]: 'add' });
  switch (pathname) {
    case paths.devices:
    case paths.deviceTypes:
    case paths.deviceLocation:
      return add(pathname);
    case paths.workOrders:
    case paths.workOrderBoard:
      return add(pathname);
    case paths.invoiceList:
      return paths.invoiceAdd;
    case paths.productList:
      return paths.productAdd;
    default:
      return null;
  }
}

/** "g d" as the palette shows it: "G D". */
export const keysLabel = (keys: string): string => keys.toUpperCase();
