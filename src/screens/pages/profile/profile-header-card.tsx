import { IconBriefcase, IconCalendar, IconMapPin, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

import { useProfileHeader } from '@/api/client/pages';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths, withSegments } from '@/screens/paths';
import { useCountryName } from '@/screens/shared/country-name';
import { useFormat } from '@/screens/shared/format';

/**
 * The profile's header: the cover, the avatar, name, designation, location and joining day, and
 * "Connected", which opens the connections tab.
 */
export function ProfileHeaderCard() {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const countryName = useCountryName();
  const header = useProfileHeader();
  const h = header.data;

  if (header.isError) {
    return (
      <Card>
        <h1 className="ee:sr-only">{t('profile.tabs.profile')}</h1>
        <ErrorState
          titleAs="h2"
          title={t('profile.headerError')}
          message={header.error.message}
          onRetry={() => void header.refetch()}
          retrying={header.isFetching}
        />
      </Card>
    );
  }

  const facts = h
    ? [
        { key: 'designation', icon: <IconBriefcase aria-hidden size={20} />, text: h.designation },
        {
          key: 'location',
          icon: <IconMapPin aria-hidden size={20} />,
          text: h.city
            ? t('profile.location', { city: h.city, country: countryName(h.country) })
            : countryName(h.country),
        },
        {
          key: 'joined',
          icon: <IconCalendar aria-hidden size={20} />,
          text: t('profile.joined', { date: f.date(h.joiningDate) }),
        },
      ]
    : [];

  return (
    <Card className="ee:overflow-hidden">
      {h?.coverImg ? (
        <img src={h.coverImg} alt="" className="ee:h-36 ee:w-full ee:object-cover ee:sm:h-52" />
      ) : (
        // No cover picture: a banner in the primary colour's tints.
        <div
          aria-hidden
          className="ee:h-36 ee:bg-[linear-gradient(120deg,color-mix(in_srgb,var(--ee-primary)_75%,#fff)_0%,var(--ee-primary)_55%,color-mix(in_srgb,var(--ee-primary)_70%,#000)_100%)] ee:sm:h-52"
        />
      )}
      <div className="ee:flex ee:flex-col ee:items-center ee:gap-4 ee:px-6 ee:pb-6 ee:sm:flex-row ee:sm:items-end">
        {h ? (
          <Avatar
            src={h.profileImg || null}
            name={h.fullName}
            alt=""
            shape="square"
            size="xl"
            className="ee:-mt-12 ee:size-28! ee:rounded-ee-lg ee:text-4xl! ee:ring-4 ee:ring-surface ee:sm:-mt-10"
          />
        ) : (
          <Skeleton className="ee:-mt-12 ee:size-28 ee:rounded-ee-lg ee:sm:-mt-10" />
        )}
        <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:items-center ee:gap-3 ee:sm:flex-row ee:sm:items-end ee:sm:justify-between">
          <div className="ee:flex ee:min-w-0 ee:flex-col ee:items-center ee:gap-2 ee:sm:items-start">
            {h ? (
              <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:text-heading">{h.fullName}</h1>
            ) : (
              <Skeleton className="ee:h-7 ee:w-48" />
            )}
            <ul className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:justify-center ee:gap-x-5 ee:gap-y-1 ee:p-0 ee:text-[15px] ee:text-text">
              {h
                ? facts.map((fact) => (
                    <li key={fact.key} className="ee:flex ee:items-center ee:gap-1.5">
                      <span className="ee:text-muted">{fact.icon}</span>
                      <bdi>{fact.text}</bdi>
                    </li>
                  ))
                : [0, 1, 2].map((i) => (
                    <li key={i}>
                      <Skeleton className="ee:w-28" />
                    </li>
                  ))}
            </ul>
          </div>
          <Link
            to={withSegments(paths.profile, 'connections')}
            aria-label={t('profile.connectedLabel')}
            className={buttonVariants({ className: 'ee:no-underline' })}
          >
            <IconUserCheck aria-hidden size={18} />
            {t('profile.connected')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
