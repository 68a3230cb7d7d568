import type { ProfileTab } from '@/api/types/pages';
import { Avatar } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Timeline, TimelineItem } from '@/components/ui/timeline';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { ListSkeleton } from './list-skeleton';
import { toneOf } from './tone-of';

/** The activity timeline card: what happened, when, and who took part. */
export function ActivityTimelineCard({ data }: { data: ProfileTab | undefined }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  return (
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
  );
}
