import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { ApiError } from '@/api/client/request';
import { useUser } from '@/api/client/users';

export const USER_VIEW_TABS = [
  'account',
  'security',
  'billing',
  'notifications',
  'connections',
] as const;
export type UserViewTab = (typeof USER_VIEW_TABS)[number];

/** The dialog open over the user's page, if any. */
export type UserViewDialog = 'edit' | 'plan' | 'address' | 'suspend' | null;

/**
 * The user's page state: the id read from the route (anything else is "not found", as is a 404),
 * the user, the tab in the URL (`?tab=security`, none for Account) and the dialog open.
 */
export function useUserView(id: string | number | undefined) {
  const [params, setParams] = useSearchParams();
  const numericId = typeof id === 'number' ? id : /^\d{1,10}$/.test(id ?? '') ? Number(id) : NaN;
  const query = useUser(numericId);
  const [dialog, setDialog] = useState<UserViewDialog>(null);
  const rawTab = params.get('tab');
  const tab: UserViewTab = (USER_VIEW_TABS as readonly string[]).includes(rawTab ?? '')
    ? (rawTab as UserViewTab)
    : 'account';
  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'account') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  const notFound =
    !Number.isSafeInteger(numericId) ||
    numericId < 1 ||
    (query.error instanceof ApiError && query.error.status === 404);
  return { query, notFound, tab, setTab, dialog, setDialog };
}
