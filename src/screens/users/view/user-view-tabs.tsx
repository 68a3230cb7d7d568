import { IconBell, IconBookmark, IconLink, IconLock, IconUser } from '@tabler/icons-react';

import type { UserDetail } from '@/api/types/users';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { BillingTab } from './billing-tab';
import { ChangePasswordCard } from './change-password-card';
import { ConnectionsTab } from './connections-tab';
import { NotificationsTab } from './notifications-tab';
import { RecentDevicesCard } from './recent-devices-card';
import type { UserViewTab } from './use-user-view';
import { UserActivityCard } from './user-activity-card';
import { UserProjectsCard } from './user-projects-card';

export interface UserViewTabsProps {
  user: UserDetail;
  tab: UserViewTab;
  onTabChange: (tab: string) => void;
  onChangePlan: () => void;
  onEditAddress: () => void;
}

/**
 * The user's tabs: Account (projects, activity), Security, Billing & plan, Notifications,
 * Connections.
 */
export function UserViewTabs({
  user,
  tab,
  onTabChange,
  onChangePlan,
  onEditAddress,
}: UserViewTabsProps) {
  const { t } = useKitTranslation(usersNs);
  return (
    <Tabs value={tab} onValueChange={onTabChange} className="ee:min-w-0">
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
        <BillingTab user={user} onChangePlan={onChangePlan} onEditAddress={onEditAddress} />
      </TabsContent>
      <TabsContent value="notifications" className="ee:mt-6">
        <NotificationsTab user={user} />
      </TabsContent>
      <TabsContent value="connections" className="ee:mt-6">
        <ConnectionsTab user={user} />
      </TabsContent>
    </Tabs>
  );
}
