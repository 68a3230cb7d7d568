import type { ProfileTab } from '@/api/types/pages';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';

import { ConnectButton } from './connect-button';
import { ListSkeleton } from './list-skeleton';
import { ViewAllLink } from './view-all-link';

/** The connections card: people, their connection counts, and connect or disconnect. */
export function ConnectionsCard({ data }: { data: ProfileTab | undefined }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  return (
    <Card>
      <CardHeader
        title={t('profile.connections')}
        actions={
          <ViewAllLink to={withSegments(paths.profile, 'connections')}>
            {t('profile.viewAllConnections')}
          </ViewAllLink>
        }
      />
      <CardContent>
        {!data ? (
          <ListSkeleton />
        ) : (
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
            {data.connections.map((person) => (
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
                <ConnectButton
                  id={person.id}
                  name={person.name}
                  connected={person.isFriend}
                  compact
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
