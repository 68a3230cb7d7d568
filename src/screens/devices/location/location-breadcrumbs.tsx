import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { LocationPathItem } from '@/api/types/devices';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface LocationBreadcrumbsProps {
  /** The selected location's path, from its site down to it; empty for every site. */
  path: readonly Pick<LocationPathItem, 'id' | 'name'>[];
  /** Whether `?location=` names no location (the way back to every site is then a link). */
  notFound: boolean;
  /** The location page's path, as the host routes it. */
  locationPath: string;
}

/** The location page's breadcrumbs: every site, then the selected location's path. */
export function LocationBreadcrumbs({ path, notFound, locationPath }: LocationBreadcrumbsProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <nav aria-label={t('location.breadcrumbs')}>
      <ol className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:items-center ee:gap-1 ee:p-0 ee:text-[15px]">
        <li className="ee:flex ee:items-center ee:gap-1">
          {path.length || notFound ? (
            <Link
              to={locationPath}
              className="ee:tap-target ee:text-primary-ink ee:no-underline ee:hover:underline"
            >
              {t('location.allSites')}
            </Link>
          ) : (
            <span aria-current="page" className="ee:text-heading">
              {t('location.allSites')}
            </span>
          )}
        </li>
        {path.map((p, i) => (
          <li key={p.id} className="ee:flex ee:items-center ee:gap-1">
            <IconChevronRight aria-hidden size={16} className="ee:text-muted ee:rtl:-scale-x-100" />
            {i === path.length - 1 ? (
              <span aria-current="page" className="ee:font-medium ee:text-heading">
                <bdi>{p.name}</bdi>
              </span>
            ) : (
              <Link
                to={`${locationPath}?location=${p.id}`}
                className="ee:tap-target ee:text-primary-ink ee:no-underline ee:hover:underline"
              >
                <bdi>{p.name}</bdi>
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
