import {
  IconLayoutGrid,
  IconLink,
  IconUserCheck,
  IconUserQuestion,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';

import { useProfileTab } from '@/api/client/pages';
import { PROFILE_TABS, type ProfileTabName, type ProfileTabs } from '@/api/types/pages';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';

import { AboutTab } from './about-tab';
import { ConnectionsTab } from './connections-tab';
import { ProfileHeaderCard } from './profile-header-card';
import { ProjectsTab } from './projects-tab';
import { TeamsTab } from './teams-tab';

export interface ProfileScreenProps {
  /**
   * The tab the URL names (`/pages/user-profile/<tab>`): profile, teams, projects or connections.
   */
  tab: string;
}

const isTab = (value: string): value is ProfileTabName =>
  (PROFILE_TABS as readonly string[]).includes(value);

function CardsSkeleton() {
  return (
    <div
      aria-hidden
      className="ee:grid ee:grid-cols-1 ee:gap-6 ee:md:grid-cols-2 ee:xl:grid-cols-3"
    >
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} className="ee:flex ee:flex-col ee:gap-4 ee:p-6">
          <div className="ee:flex ee:items-center ee:gap-3">
            <Skeleton className="ee:size-10 ee:rounded-ee" />
            <Skeleton className="ee:w-32" />
          </div>
          <SkeletonText lines={4} />
        </Card>
      ))}
    </div>
  );
}

/** One tab's data: loading, failed (with a retry), empty, or its content. */
function TabPanel<T extends ProfileTabName>({
  tab,
  render,
}: {
  tab: T;
  render: (data: ProfileTabs[T]) => ReactNode;
}) {
  const { t } = useKitTranslation(pagesNs);
  const query = useProfileTab(tab);
  if (query.isError) {
    return (
      <Card>
        <ErrorState
          titleAs="h2"
          title={t('profile.tabError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  }
  if (!query.data) return tab === 'profile' ? <AboutTab data={undefined} /> : <CardsSkeleton />;
  if (Array.isArray(query.data) && query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          titleAs="h2"
          title={t(`profile.empty.${tab as Exclude<ProfileTabName, 'profile'>}`)}
        />
      </Card>
    );
  }
  return <>{render(query.data)}</>;
}

/**
 * /pages/user-profile/:tab: the header (cover, avatar, name, designation, location, joined;
 * "Connected"), and the tabs profile, teams, projects and connections, each its own URL, each
 * read from `/api/pages/profile?tab=`. An unknown tab in the URL shows a not-found state with a
 * way to the profile tab.
 */
export function ProfileScreen({ tab }: ProfileScreenProps) {
  const { t } = useKitTranslation(pagesNs);
  const paths = useScreenPaths();
  const navigate = useNavigate();
  const tabs: { value: ProfileTabName; label: string; icon: ReactNode }[] = [
    { value: 'profile', label: t('profile.tabs.profile'), icon: <IconUserCheck /> },
    { value: 'teams', label: t('profile.tabs.teams'), icon: <IconUsers /> },
    { value: 'projects', label: t('profile.tabs.projects'), icon: <IconLayoutGrid /> },
    { value: 'connections', label: t('profile.tabs.connections'), icon: <IconLink /> },
  ];
  const known = isTab(tab);
  return (
    <Page>
      <ProfileHeaderCard />
      <Tabs
        value={known ? tab : ''}
        onValueChange={(value) => navigate(withSegments(paths.profile, value))}
        activationMode="manual"
      >
        <TabsList variant="pills" aria-label={t('profile.tabsLabel')} className="ee:pb-1">
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} icon={item.icon}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {known ? (
          <>
            <TabsContent value="profile">
              <TabPanel tab="profile" render={(data) => <AboutTab data={data} />} />
            </TabsContent>
            <TabsContent value="teams">
              <TabPanel tab="teams" render={(data) => <TeamsTab teams={data} />} />
            </TabsContent>
            <TabsContent value="projects">
              <TabPanel tab="projects" render={(data) => <ProjectsTab projects={data} />} />
            </TabsContent>
            <TabsContent value="connections">
              <TabPanel
                tab="connections"
                render={(data) => <ConnectionsTab connections={data} />}
              />
            </TabsContent>
          </>
        ) : (
          <Card className="ee:mt-5">
            <EmptyState
              titleAs="h2"
              icon={<IconUserQuestion aria-hidden size={28} />}
              title={t('profile.unknownTab')}
              description={t('profile.unknownTabHint')}
              action={
                <Link
                  to={withSegments(paths.profile, 'profile')}
                  className={buttonVariants({ variant: 'tonal', className: 'ee:no-underline' })}
                >
                  {t('profile.toProfileTab')}
                </Link>
              }
            />
          </Card>
        )}
      </Tabs>
    </Page>
  );
}
