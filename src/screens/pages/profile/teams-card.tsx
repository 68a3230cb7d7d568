import type { ProfileTab } from '@/api/types/pages';
import { Avatar } from '@/components/ui/avatar';
import { Chip } from '@/components/ui/chip';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';

import { ProfileListCard } from './profile-list-card';
import { toneOf } from './tone-of';

/** The teams card: the teams, their member counts and their tags. */
export function TeamsCard({ data }: { data: ProfileTab | undefined }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  return (
    <ProfileListCard
      title={t('profile.teams')}
      viewAll={{ to: withSegments(paths.profile, 'teams'), label: t('profile.viewAllTeams') }}
      loading={!data}
    >
      {data?.teamsTech.map((team) => (
        <li key={team.title} className="ee:flex ee:items-center ee:gap-3">
          <Avatar
            src={team.avatar || null}
            name={team.title}
            alt=""
            size="sm"
            color={toneOf(team.chipColor)}
          />
          <div className="ee:min-w-0 ee:flex-1">
            <div className="ee:truncate ee:font-medium ee:text-heading">
              <bdi>{team.title}</bdi>
            </div>
            <div className="ee:text-[13px] ee:text-muted">
              {t('profile.membersCount', { count: f.number(team.members) })}
            </div>
          </div>
          <Chip color={toneOf(team.chipColor)} size="sm">
            <bdi>{team.chipText}</bdi>
          </Chip>
        </li>
      ))}
    </ProfileListCard>
  );
}
