import {
  IconBell,
  IconBookmark,
  IconLink,
  IconLock,
  IconUser,
  IconUserQuestion,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ApiError } from '@/api/client/request';
import { useUpdateUser, useUser } from '@/api/client/users';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { toast } from '@/components/feedback/toast';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { isolate } from '@/screens/shared/bidi';

import { BillingAddressDialog, EditUserDialog, UpgradePlanDialog } from '../lazy-overlays';
import { BillingTab } from './billing-tab';
import { ChangePasswordCard } from './change-password-card';
import { ConnectionsTab } from './connections-tab';
import { NotificationsTab } from './notifications-tab';
import { RecentDevicesCard } from './recent-devices-card';
import { UserActivityCard } from './user-activity-card';
import { UserBioCard } from './user-bio-card';
import { UserPlanCard } from './user-plan-card';
import { UserProjectsCard } from './user-projects-card';

export const USER_VIEW_TABS = [
  'account',
  'security',
  'billing',
  'notifications',
  'connections',
] as const;
export type UserViewTab = (typeof USER_VIEW_TABS)[number];

export interface UserViewScreenProps {
  /** The user's id as the route has it (`/apps/user/view/:id`); anything that is no id shows "User not found". */
  id: string | number | undefined;
}

type Dialog = 'edit' | 'plan' | 'address' | 'suspend' | null;

/**
 * One user: the bio card (edit, suspend or reactivate) and the plan card beside the tabs
 * Account (projects, activity), Security (password, recent devices), Billing & plan,
 * Notifications and Connections; the tab is in the URL (`?tab=security`). An unknown id shows
 * "User not found" with the way back to the list.
 */
export function UserViewScreen({ id }: UserViewScreenProps) {
  const { t } = useKitTranslation(usersNs);
  const paths = useScreenPaths();
  const [params, setParams] = useSearchParams();
  const numericId = typeof id === 'number' ? id : /^\d{1,10}$/.test(id ?? '') ? Number(id) : NaN;
  const query = useUser(numericId);
  const update = useUpdateUser();
  const [dialog, setDialog] = useState<Dialog>(null);
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

  if (
    !Number.isSafeInteger(numericId) ||
    numericId < 1 ||
    (query.error instanceof ApiError && query.error.status === 404)
  ) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{t('view.title')}</h1>
        <Card className="ee:mx-auto ee:max-w-2xl">
          <EmptyState
            titleAs="h2"
            icon={<IconUserQuestion aria-hidden size={28} />}
            title={t('view.notFoundTitle')}
            description={isolate((v) => t('view.notFoundHint', { id: v.id }), {
              id: String(id ?? ''),
            })}
            action={
              <Link to={paths.userList} className={buttonVariants()}>
                {t('view.backToList')}
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

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
  if (!user) {
    return (
      <section
        className="ee:grid ee:gap-6 ee:p-4 ee:sm:p-6 ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
        aria-busy="true"
        aria-label={t('view.title')}
      >
        <div className="ee:flex ee:flex-col ee:gap-6">
          <Card className="ee:flex ee:flex-col ee:items-center ee:gap-4 ee:p-6">
            <Skeleton className="ee:size-24 ee:rounded-ee" />
            <Skeleton className="ee:h-6 ee:w-40" />
            <Skeleton className="ee:h-6 ee:w-20" />
            <SkeletonText lines={7} className="ee:w-full" />
          </Card>
          <Card className="ee:p-6">
            <SkeletonText lines={5} />
          </Card>
        </div>
        <div className="ee:flex ee:flex-col ee:gap-6">
          <Skeleton className="ee:h-11 ee:w-full" />
          <Card className="ee:p-6">
            <SkeletonText lines={8} />
          </Card>
        </div>
      </section>
    );
  }

  const suspended = user.status === 'inactive';
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <div className="ee:grid ee:items-start ee:gap-6 ee:p-4 ee:sm:p-6 ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
        <UserBioCard
          user={user}
          onEdit={() => setDialog('edit')}
          onToggleSuspend={() => setDialog('suspend')}
        />
        <UserPlanCard user={user} onChangePlan={() => setDialog('plan')} />
      </div>
      <Tabs value={tab} onValueChange={setTab} className="ee:min-w-0">
        <TabsList aria-label={t('view.sections')} variant="pills" className="ee:overflow-x-auto">
          <TabsTrigger value="account" icon={<IconUser />}>
            {t('view.tabs.account')}
          </TabsTrigger>
          <TabsTrigger value="security" icon={<IconLock />}>
            {t('view.tabs.security')}
          </TabsTrigger>
          <TabsTrigger value="billing" icon={<IconBookmark />}>
            {t('view.tabs.billing')}
          </TabsTrigger>
          <TabsTrigger value="notifications" icon={<IconBell />}>
            {t('view.tabs.notifications')}
          </TabsTrigger>
          <TabsTrigger value="connections" icon={<IconLink />}>
            {t('view.tabs.connections')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="account" className="ee:mt-6 ee:flex ee:flex-col ee:gap-6">
          <UserProjectsCard user={user} />
          <UserActivityCard user={user} />
        </TabsContent>
        <TabsContent value="security" className="ee:mt-6 ee:flex ee:flex-col ee:gap-6">
          <ChangePasswordCard user={user} />
          <RecentDevicesCard user={user} />
        </TabsContent>
        <TabsContent value="billing" className="ee:mt-6">
          <BillingTab
            user={user}
            onChangePlan={() => setDialog('plan')}
            onEditAddress={() => setDialog('address')}
          />
        </TabsContent>
        <TabsContent value="notifications" className="ee:mt-6">
          <NotificationsTab user={user} />
        </TabsContent>
        <TabsContent value="connections" className="ee:mt-6">
          <ConnectionsTab user={user} />
        </TabsContent>
      </Tabs>

      <EditUserDialog open={dialog === 'edit'} onOpenChange={close} user={user} />
      <UpgradePlanDialog open={dialog === 'plan'} onOpenChange={close} user={user} />
      <BillingAddressDialog open={dialog === 'address'} onOpenChange={close} user={user} />
      <ConfirmDialog
        open={dialog === 'suspend'}
        onOpenChange={close}
        destructive={!suspended}
        initialFocus="cancel"
        title={isolate(
          (v) =>
            suspended
              ? t('view.reactivateTitle', { name: v.name })
              : t('view.suspendTitle', { name: v.name }),
          { name: user.fullName },
        )}
        message={isolate(
          (v) =>
            suspended
              ? t('view.reactivateMessage', { name: v.name })
              : t('view.suspendMessage', { name: v.name }),
          { name: user.fullName },
        )}
        confirmLabel={suspended ? t('view.reactivate') : t('view.suspend')}
        onConfirm={async () => {
          const saved = await update.mutateAsync({
            id: user.id,
            changes: { status: suspended ? 'active' : 'inactive' },
          });
          toast.success(
            suspended
              ? t('view.reactivated', { name: saved.fullName })
              : t('view.suspended', { name: saved.fullName }),
          );
        }}
      />
    </div>
  );
}
