import { Link } from 'react-router';

import type { ProfileListItem, ProfileTab, ProfileTeamItem } from '@/api/types/pages';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Avatar } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import { toneVariants } from '@/components/ui/tone';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';
import { useCountryName } from '@/screens/shared/country-name';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { PageIcon } from '../shared/page-icon';
import { ConnectButton } from './connect-button';
import { fieldLabel, statusLabel } from './profile-field-label';
import { ProfileProjectsTable } from './profile-projects-table';
import { toneOf } from './tone-of';

const linkClass =
  'ee:tap-target ee:text-[13px] ee:font-medium ee:text-primary-ink ee:no-underline ee:hover:underline ee:px-2';

function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-hidden className="ee:flex ee:flex-col ee:gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ee:flex ee:items-center ee:gap-3">
          <Skeleton variant="circle" className="ee:size-9" />
          <SkeletonText lines={2} className="ee:flex-1" />
        </div>
      ))}
    </div>
  );
}

/** A small caps heading over a list of the about card. */
function ListHeading({ children }: { children: string }) {
  return (
    <h2 className="ee:m-0 ee:mb-3 ee:text-[13px] ee:font-normal ee:uppercase ee:tracking-wide ee:text-muted">
      {children}
    </h2>
  );
}

function FactList({
  items,
  format,
}: {
  items: ProfileListItem[];
  format: (item: ProfileListItem) => string;
}) {
  const { t } = useKitTranslation(pagesNs);
  return (
    <ul className="ee:m-0 ee:mb-6 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0 ee:last:mb-0">
      {items.map((item) => (
        <li key={item.property} className="ee:flex ee:items-center ee:gap-2 ee:text-[15px]">
          <PageIcon name={item.icon} size={20} className="ee:shrink-0 ee:text-heading" />
          <span className="ee:font-medium ee:text-heading">
            {t('profile.fieldLabel', { field: fieldLabel(t, item.property) })}
          </span>
          <bdi className="ee:min-w-0 ee:break-words">{format(item)}</bdi>
        </li>
      ))}
    </ul>
  );
}

function TeamFacts({ items }: { items: ProfileTeamItem[] }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  return (
    <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">
      {items.map((item) => (
        <li key={item.property} className="ee:flex ee:items-center ee:gap-2 ee:text-[15px]">
          <span className={`${toneVariants[toneOf(item.color)]} ee:inline-flex ee:text-tone-ink`}>
            <PageIcon name={item.icon} size={20} />
          </span>
          <bdi className="ee:font-medium ee:text-heading">{item.property}</bdi>
          <span className="ee:text-muted">
            {t('profile.membersCount', { count: f.number(item.value) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The profile (about) tab: about, contacts, teams, overview; activity, connections, teams, projects. */
export function AboutTab({ data }: { data: ProfileTab | undefined }) {
  const { t, language } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const compact = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const overviewValue = (item: ProfileListItem) =>
    /^\d+(\.\d+)?$/.test(item.value) ? compact.format(Number(item.value)) : item.value;
  const countryName = useCountryName();
  const aboutValue = (item: ProfileListItem) =>
    item.property === 'status'
      ? statusLabel(t, item.value)
      : item.property === 'country'
        ? countryName(item.value)
        : item.value;

  return (
    <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
        <Card>
          <CardContent>
            {data ? (
              <>
                <ListHeading>{t('profile.about')}</ListHeading>
                <FactList items={data.about} format={aboutValue} />
                <ListHeading>{t('profile.contacts')}</ListHeading>
                <FactList items={data.contacts} format={(item) => item.value} />
                <ListHeading>{t('profile.teams')}</ListHeading>
                <TeamFacts items={data.teams} />
              </>
            ) : (
              <ListSkeleton rows={8} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <ListHeading>{t('profile.overview')}</ListHeading>
            {data ? (
              <FactList items={data.overview} format={overviewValue} />
            ) : (
              <ListSkeleton rows={3} />
            )}
          </CardContent>
        </Card>
      </div>
      <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
        <Card>
          <CardHeader title={t('profile.activity')} />
          <CardContent>
            {!data ? (
              <ListSkeleton />
            ) : data.activityTimeline.length === 0 ? (
              <p className="ee:m-0 ee:text-[15px] ee:text-muted">{t('profile.noActivity')}</p>
            ) : (
              <Timeline>
                {data.activityTimeline.map((item) => (
                  <TimelineItem
                    key={item.id}
                    title={<bdi>{item.title}</bdi>}
                    time={f.relativeTime(item.time)}
                    dateTime={item.time}
                    tone={toneOf(item.color)}
                  >
                    <TextLine>{item.description}</TextLine>
                    {item.people.length > 0 && (
                      <div className="ee:mt-2 ee:flex ee:flex-wrap ee:items-center ee:gap-2">
                        <AvatarGroup max={4} size="xs">
                          {item.people.map((name, i) => (
                            <Avatar key={i} name={name} color={toneOf(item.color)} />
                          ))}
                        </AvatarGroup>
                        {item.people.length === 1 && (
                          <bdi className="ee:text-[13px] ee:text-muted">{item.people[0]}</bdi>
                        )}
                      </div>
                    )}
                  </TimelineItem>
                ))}
              </Timeline>
            )}
          </CardContent>
        </Card>
        <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:xl:grid-cols-2">
          <Card>
            <CardHeader
              title={t('profile.connections')}
              actions={
                <Link to={withSegments(paths.profile, 'connections')} className={linkClass}>
                  {t('profile.viewAllConnections')}
                </Link>
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
          <Card>
            <CardHeader
              title={t('profile.teams')}
              actions={
                <Link to={withSegments(paths.profile, 'teams')} className={linkClass}>
                  {t('profile.viewAllTeams')}
                </Link>
              }
            />
            <CardContent>
              {!data ? (
                <ListSkeleton />
              ) : (
                <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">
                  {data.teamsTech.map((team) => (
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
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
        <ProfileProjectsTable rows={data?.projectTable} loading={!data} />
      </div>
    </div>
  );
}
