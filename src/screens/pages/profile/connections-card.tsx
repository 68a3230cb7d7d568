import type { ProfileTab } from '@/api/types/pages';
import { Avatar } from '@/components/ui/avatar';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';

import { ConnectButton } from './connect-button';
import { ProfileListCard } from './profile-list-card';

/** The connections card: people, their connection counts, and connect or disconnect. */
export function ConnectionsCard({ data }: { data: ProfileTab | undefined }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  return (
    <ProfileListCard
      title={t('profile.connections')}
      viewAll={{
        to: withSegments(paths.profile, 'connections'),
        label: t('profile.viewAllConnections'),
      }}
      loading={!data}
    >
      {data?.connections.map((person) => (
        <li key={person.id} className="ee:flex ee:items-center ee:gap-3">
          <Avatar src={person.avatar || null} name={person.name} alt="" size="sm" />
          <div className="ee:min-w-0 ee:flex-1">
            <div className="ee:truncate ee:font-medium ee:text-heading">
              <bdi>{person.name}</bdi>
            </div>
            <div className="ee:text-[13px] ee:text-muted">
              {t('profile.connectionsCount', { count: f.number(person.connections) })}
            </div>
          </div>
          <ConnectButton id={person.id} name={person.name} connected={person.isFriend} compact />
        </li>
      ))}
    </ProfileListCard>
  );
}
