import type { ProfileTab } from '@/api/types/pages';

import { AboutCard } from './about-card';
import { ActivityTimelineCard } from './activity-timeline-card';
import { ConnectionsCard } from './connections-card';
import { OverviewCard } from './overview-card';
import { ProfileProjectsTable } from './profile-projects-table';
import { TeamsCard } from './teams-card';

/**
 * The profile (about) tab: about, contacts, teams, overview; activity, connections, teams,
 * projects.
 */
export function AboutTab({ data }: { data: ProfileTab | undefined }) {
  return (
    <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
        <AboutCard data={data} />
        <OverviewCard data={data} />
      </div>
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
        <ActivityTimelineCard data={data} />
        <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:xl:grid-cols-2">
          <ConnectionsCard data={data} />
          <TeamsCard data={data} />
        </div>
        <ProfileProjectsTable rows={data?.projectTable} loading={!data} />
      </div>
    </div>
  );
}
