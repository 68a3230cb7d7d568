import type { ProfileListItem, ProfileTab } from '@/api/types/pages';
import { Card, CardContent } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useCountryName } from '@/screens/shared/country-name';

import { FactList } from './fact-list';
import { ListHeading } from './list-heading';
import { ListSkeleton } from './list-skeleton';
import { statusLabel } from './profile-field-label';
import { TeamFacts } from './team-facts';

/** The about card: who the person is (status and country in words), their contacts and teams. */
export function AboutCard({ data }: { data: ProfileTab | undefined }) {
  const { t } = useKitTranslation(pagesNs);
  const countryName = useCountryName();
  const aboutValue = (item: ProfileListItem) =>
    item.property === 'status'
      ? statusLabel(t, item.value)
      : item.property === 'country'
        ? countryName(item.value)
        : item.value;
  return (
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
  );
}
