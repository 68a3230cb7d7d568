import { IconPlus } from '@tabler/icons-react';

import { ErrorState } from '@/components/feedback/error-state';
import { Page } from '@/components/layout/page';
import { OSM_ATTRIBUTION, OSM_TILES } from '@/components/map/map-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { ScreenHeader } from '@/screens/shared/screen-header';

import { LocationDialogs } from '../shared/lazy-overlays';
import { LocationBreadcrumbs } from './location-breadcrumbs';
import { LocationDetailCard } from './location-detail-card';
import { LocationDevicesTable } from './location-devices-table';
import { LocationMapCard } from './location-map-card';
import { LocationNotFound } from './location-not-found';
import { LocationTreeCard } from './location-tree-card';
import { useDeviceLocation } from './use-device-location';

export interface DeviceLocationScreenProps {
  /** Tile URL template of the map; null shows the markers on a plain background (offline). */
  tiles?: string | null;
  /** Attribution of the tiles (HTML). */
  tileAttribution?: string;
}

/**
 * `/deviceLocation`: the location tree (search, counts, keyboard), breadcrumbs, a map of the
 * selected location and its children, the devices there and below, and add / rename / move /
 * delete. The selection lives in `?location=ID`.
 */
export function DeviceLocationScreen({
  tiles = OSM_TILES,
  tileAttribution = OSM_ATTRIBUTION,
}: DeviceLocationScreenProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  // Rows link to the device pages, breadcrumbs to this page, as the host routes them.
  const { deviceDetail: detailPath, deviceLocation: locationPath } = useScreenPaths();
  const controller = useDeviceLocation();
  const { treeQuery, selectedId, notFound, path, action, select } = controller;

  if (treeQuery.isError) {
    return (
      <Page>
        <ScreenHeader title={t('location.title')} subtitle={t('location.subtitle')} />
        <Card>
          <ErrorState
            titleAs="h2"
            title={t('location.loadError')}
            message={treeQuery.error.message}
            onRetry={() => treeQuery.refetch()}
            retrying={treeQuery.isFetching}
          />
        </Card>
      </Page>
    );
  }

  return (
    <Page>
      <ScreenHeader
        title={t('location.title')}
        subtitle={t('location.subtitle')}
        actions={
          <Button
            startIcon={<IconPlus aria-hidden size={18} />}
            onClick={() => controller.setAction({ kind: 'add', parentId: null })}
            disabled={!treeQuery.data}
          >
            {t('location.addSite')}
          </Button>
        }
      />
      <LocationBreadcrumbs path={path} notFound={notFound} locationPath={locationPath} />

      {/* One column that may shrink below its content on a phone (an auto column took the width of the longest tree name). */}
      <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[320px_minmax(0,1fr)]">
        <LocationTreeCard controller={controller} />

        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
          {notFound ? (
            <LocationNotFound id={controller.rawParam ?? ''} allSitesPath={locationPath} />
          ) : (
            <>
              {selectedId !== null && <LocationDetailCard controller={controller} />}
              <LocationMapCard
                tree={controller.tree}
                selectedNode={controller.selectedNode}
                selectedId={selectedId}
                onSelect={select}
                tiles={tiles}
                tileAttribution={tileAttribution}
              />
              <LocationDevicesTable
                locationId={selectedId}
                detailPath={detailPath}
                knownLevels={path.length}
              />
            </>
          )}
        </div>
      </div>

      <LocationDialogs
        action={action}
        tree={controller.tree}
        onClose={() => controller.setAction(null)}
        onCreated={controller.onCreated}
        // To the parent, or every site for a site; the deleted page leaves the history.
        onDeleted={(parentId) => select(parentId, true)}
      />
    </Page>
  );
}
