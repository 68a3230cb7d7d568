import { ErrorState } from '@/components/feedback/error-state';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { BillingAddressDialog, EditUserDialog, UpgradePlanDialog } from '../lazy-overlays';
import { SuspendUserDialog } from './suspend-user-dialog';
import { useUserView } from './use-user-view';
import { UserBioCard } from './user-bio-card';
import { UserNotFound } from './user-not-found';
import { UserPlanCard } from './user-plan-card';
import { UserViewSkeleton } from './user-view-skeleton';
import { UserViewTabs } from './user-view-tabs';

export { USER_VIEW_TABS, type UserViewTab } from './use-user-view';

export interface UserViewScreenProps {
  /**
   * The user's id as the route has it (`/apps/user/view/:id`); anything that is no id shows "User
   * not found".
   */
  id: string | number | undefined;
}

/**
 * One user: the bio card (edit, suspend or reactivate) and the plan card beside the tabs
 * Account (projects, activity), Security (password, recent devices), Billing & plan,
 * Notifications and Connections; the tab is in the URL (`?tab=security`). An unknown id shows
 * "User not found" with the way back to the list.
 */
export function UserViewScreen({ id }: UserViewScreenProps) {
  const { t } = useKitTranslation(usersNs);
  const { query, notFound, tab, setTab, dialog, setDialog } = useUserView(id);

  if (notFound) return <UserNotFound id={id} />;

  if (query.isError) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{t('view.title')}</h1>
        <Card>
          <ErrorState
            titleAs="h2"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }

  const user = query.data;
  if (!user) return <UserViewSkeleton />;

  const close = (open: boolean) => !open && setDialog(null);

  return (
    <Page layout="grid" className="ee:items-start ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
        <UserBioCard
          user={user}
          onEdit={() => setDialog('edit')}
          onToggleSuspend={() => setDialog('suspend')}
        />
        <UserPlanCard user={user} onChangePlan={() => setDialog('plan')} />
      </div>
      <UserViewTabs
        user={user}
        tab={tab}
        onTabChange={setTab}
        onChangePlan={() => setDialog('plan')}
        onEditAddress={() => setDialog('address')}
      />

      <EditUserDialog open={dialog === 'edit'} onOpenChange={close} user={user} />
      <UpgradePlanDialog open={dialog === 'plan'} onOpenChange={close} user={user} />
      <BillingAddressDialog open={dialog === 'address'} onOpenChange={close} user={user} />
      <SuspendUserDialog open={dialog === 'suspend'} onOpenChange={close} user={user} />
    </Page>
  );
}
