import { IconArrowsMove, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';

import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { AuditReportButton } from '@/screens/shared/reports/audit-report-button';
import { useAuditReport } from '@/screens/shared/reports/use-audit-report';

import { LocationFacts } from './location-facts';
import type { DeviceLocationController } from './use-device-location';

export interface LocationDetailCardProps {
  controller: DeviceLocationController;
}

/** The selected location's card: its name, kind and code, its actions and its facts. */
export function LocationDetailCard({ controller }: LocationDetailCardProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { locationQuery, detail, setAction } = controller;
  const audit = useAuditReport();
  return (
    <Card>
      {locationQuery.isError ? (
        <ErrorState
          title={t('location.detailError')}
          message={locationQuery.error.message}
          onRetry={() => locationQuery.refetch()}
          retrying={locationQuery.isFetching}
        />
      ) : detail ? (
        <>
          <CardHeader
            title={<bdi>{detail.location.name}</bdi>}
            subtitle={[t(`location.kind.${detail.location.kind}`), detail.location.code]
              .filter(Boolean)
              .join(' · ')}
            actions={
              <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2">
                <AuditReportButton locationId={detail.location.id} report={audit} />
                <Button
                  size="sm"
                  variant="tonal"
                  startIcon={<IconPlus aria-hidden size={16} />}
                  onClick={() => setAction({ kind: 'add', parentId: detail.location.id })}
                >
                  {t('location.addChild')}
                </Button>
                <Button
                  size="sm"
                  variant="tonal"
                  color="secondary"
                  startIcon={<IconPencil aria-hidden size={16} />}
                  onClick={() => setAction({ kind: 'rename', location: detail.location })}
                >
                  {t('location.rename')}
                </Button>
                <Button
                  size="sm"
                  variant="tonal"
                  color="secondary"
                  startIcon={<IconArrowsMove aria-hidden size={16} />}
                  onClick={() => setAction({ kind: 'move', location: detail.location })}
                >
                  {t('location.move')}
                </Button>
                <Button
                  size="sm"
                  variant="tonal"
                  color="error"
                  startIcon={<IconTrash aria-hidden size={16} />}
                  onClick={() =>
                    setAction({
                      kind: 'delete',
                      location: detail.location,
                      childCount: detail.children.length,
                    })
                  }
                >
                  {t('location.delete')}
                </Button>
              </div>
            }
          />
          <CardContent>
            <LocationFacts detail={detail} />
          </CardContent>
        </>
      ) : (
        <CardContent aria-busy="true" className="ee:flex ee:flex-col ee:gap-3">
          <Skeleton className="ee:h-5 ee:w-1/3" />
          <Skeleton className="ee:w-1/2" />
          <Skeleton className="ee:w-2/3" />
        </CardContent>
      )}
    </Card>
  );
}
