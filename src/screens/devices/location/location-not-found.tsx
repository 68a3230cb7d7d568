import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface LocationNotFoundProps {
  /** What `?location=` said. */
  id: string;
  /** The page of every site, the way back. */
  allSitesPath: string;
}

/**
 * `?location=` names no location (a typo, an old link, deleted meanwhile): said plainly, with the
 * way back to every site.
 */
export function LocationNotFound({ id, allSitesPath }: LocationNotFoundProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  return (
    <Card>
      <EmptyState
        titleAs="h2"
        icon={<IconMapPinOff aria-hidden size={28} />}
        title={t('location.notFoundTitle')}
        description={t('location.notFoundText', { id })}
        action={
          <Link to={allSitesPath} className={buttonVariants()}>
            {t('location.showAllSites')}
          </Link>
        }
      />
    </Card>
  );
}
