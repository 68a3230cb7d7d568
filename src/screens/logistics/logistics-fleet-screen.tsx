import { IconInfoCircle, IconTruckOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { useVehicles } from '@/api/client/logistics';
import type { VehicleListParams } from '@/api/types/logistics';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { MapView, OSM_ATTRIBUTION, OSM_TILES, type MapMarker } from '@/components/map/map-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { logisticsNs } from '@/i18n/ns/logistics';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { FleetVehicleList, vehicleSectionId } from './fleet-vehicle-list';
import { STATE_TONE, vehicleName, vehicleState } from './vehicle-display';

export interface LogisticsFleetScreenProps {
  /** Tile URL template of the map; null shows the markers on a plain background (offline). */
  tiles?: string | null;
  /** Attribution of the tiles (HTML). */
  tileAttribution?: string;
}

const ALL_VEHICLES: VehicleListParams = { itemsPerPage: -1 };
/** The zoom a chosen vehicle is shown at: its surroundings, a city or two across. */
const FOCUS_ZOOM = 7;

/** `?vehicle=ID` as a vehicle id, or null. */
function vehicleParam(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /apps/logistics/fleet: every vehicle on a map (offline-capable: markers show without tiles)
 * beside the list of vehicles; choosing one, in the list or on the map, centres the map on it
 * and opens its trip timeline. The choice lives in `?vehicle=ID`.
 */
export function LogisticsFleetScreen({
  tiles = OSM_TILES,
  tileAttribution = OSM_ATTRIBUTION,
}: LogisticsFleetScreenProps) {
  const { t } = useKitTranslation(logisticsNs);
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const requested = vehicleParam(params.get('vehicle'));
  const query = useVehicles(ALL_VEHICLES);
  const vehicles = useMemo(() => query.data?.vehicles ?? [], [query.data]);
  const selected = vehicles.find((v) => v.id === requested) ?? null;
  // A stale or mistyped ?vehicle= says so instead of quietly showing nothing chosen.
  const unknown = requested !== null && query.isSuccess && !selected;

  // Chosen on the map: bring its section into view (chosen in the list, it already is).
  const fromMap = useRef(false);
  useEffect(() => {
    if (!fromMap.current || requested === null) return;
    fromMap.current = false;
    document.getElementById(vehicleSectionId(requested))?.scrollIntoView({ block: 'nearest' });
  }, [requested]);

  const select = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('vehicle');
      else next.set('vehicle', String(id));
      return next;
    });

  const markers = useMemo<MapMarker[]>(
    () =>
      vehicles.map((v) => ({
        id: String(v.id),
        lat: v.position.lat,
        lng: v.position.lng,
        label: vehicleName(v),
        tone: STATE_TONE[vehicleState(v)],
      })),
    [vehicles],
  );

  return (
    <Page>
      <ScreenHeader title={t('fleet.title')} subtitle={t('fleet.subtitle')} />
      {unknown && (
        <p
          role="status"
          className="ee:tone-info ee:m-0 ee:flex ee:items-center ee:gap-2 ee:rounded-ee ee:bg-tone/16 ee:px-4 ee:py-3 ee:text-[15px] ee:text-tone-ink"
        >
          <IconInfoCircle aria-hidden size={20} className="ee:shrink-0" />
          {t('fleet.notFound', { id: params.get('vehicle') ?? '' })}
        </p>
      )}
      {query.isError ? (
        <Card>
          <ErrorState
            titleAs="h2"
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : query.isSuccess && vehicles.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconTruckOff aria-hidden size={28} />}
            title={t('fleet.emptyTitle')}
            description={t('fleet.emptyHint')}
            titleAs="h2"
          />
        </Card>
      ) : (
        // The map comes first in the page (on a phone it is on top, above the list); from lg it
        // sits at the end side, beside the list, and stays in view while the list scrolls.
        <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[minmax(320px,400px)_minmax(0,1fr)]">
          <Card className="ee:min-w-0 ee:lg:sticky ee:lg:top-24 ee:lg:col-start-2 ee:lg:row-start-1">
            <CardHeader
              title={t('fleet.mapTitle')}
              subtitle={
                selected
                  ? t('fleet.mapHintSelected', { name: vehicleName(selected) })
                  : t('fleet.mapHint')
              }
              actions={
                selected && (
                  <Button variant="text" size="sm" onClick={() => select(null)}>
                    {t('fleet.showAll')}
                  </Button>
                )
              }
            />
            <CardContent>
              {query.isPending ? (
                <Skeleton variant="block" className="ee:h-80 ee:lg:h-[560px]" />
              ) : (
                <MapView
                  markers={markers}
                  tiles={tiles}
                  attribution={tileAttribution}
                  selectedId={selected ? String(selected.id) : null}
                  focusZoom={FOCUS_ZOOM}
                  onMarkerClick={(id) => {
                    fromMap.current = true;
                    select(Number(id));
                  }}
                  aria-label={t('fleet.mapLabel')}
                  className="ee:h-80 ee:lg:h-[560px]"
                />
              )}
            </CardContent>
          </Card>
          <section
            aria-labelledby="fleet-list-title"
            className="ee:flex ee:min-w-0 ee:flex-col ee:gap-3 ee:lg:col-start-1 ee:lg:row-start-1"
          >
            <div className="ee:flex ee:items-baseline ee:justify-between ee:gap-3">
              <h2
                id="fleet-list-title"
                className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading"
              >
                {t('fleet.listTitle')}
              </h2>
              {query.isSuccess && (
                <span className="ee:text-[13px] ee:text-muted">
                  {t('fleet.count', { count: f.number(vehicles.length) })}
                </span>
              )}
            </div>
            {query.isPending ? (
              <div aria-busy="true" className="ee:flex ee:flex-col ee:gap-3">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} variant="block" className="ee:h-16" />
                ))}
              </div>
            ) : (
              <FleetVehicleList
                vehicles={vehicles}
                selectedId={selected?.id ?? null}
                onSelect={select}
              />
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
