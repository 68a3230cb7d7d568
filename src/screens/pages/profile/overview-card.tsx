import type { ProfileListItem, ProfileTab } from '@/api/types/pages';
import { Card, CardContent } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { FactList } from './fact-list';
import { ListHeading } from './list-heading';
import { ListSkeleton } from './list-skeleton';

/** The overview card: tasks, connections and projects counted, large numbers compact (8.5k). */
export function OverviewCard({ data }: { data: ProfileTab | undefined }) {
  const { t, language } = useKitTranslation(pagesNs);
  const compact = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const overviewValue = (item: ProfileListItem) =>
    /^\d+(\.\d+)?$/.test(item.value) ? compact.format(Number(item.value)) : item.value;
  return (
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
  );
}
