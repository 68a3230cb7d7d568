import {
  IconArrowsMove,
  IconChevronRight,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { useLocation, useLocationTree } from '@/api/client/device-locations';
import { ApiError } from '@/api/client/request';
import type { DeviceLocationNode } from '@/api/types/devices';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { SearchInput } from '@/components/filter/search-input';
import { Page } from '@/components/layout/page';
import { MapView, OSM_ATTRIBUTION, OSM_TILES, type MapMarker } from '@/components/map/map-view';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { isolate } from '@/screens/shared/bidi';
import { ScreenHeader } from '@/screens/shared/screen-header';
import { useActionParam } from '@/screens/shared/use-action-param';

import { LocationDialogs } from '../shared/lazy-overlays';
import { LocationDevicesTable } from './location-devices-table';
import type { LocationAction } from './location-dialogs';
import { LocationNotFound } from './location-not-found';
import { LocationTree } from './location-tree';
import { ancestorsOf, indexTree } from './tree';

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
  const [params, setParams] = useSearchParams();
  const rawParam = params.get('location');
  const rawId = Number(rawParam);
  const selectedId = rawParam !== null && Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const treeQuery = useLocationTree();
  const locationQuery = useLocation(selectedId);
  const tree = useMemo(() => treeQuery.data?.tree ?? [], [treeQuery.data]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [action, setAction] = useState<LocationAction | null>(null);
  // `?action=add` (the palette's "Add location"): a location under the selected one, or a site.
  useActionParam(
    ['add'] as const,
    () => setAction({ kind: 'add', parentId: selectedId }),
    Boolean(treeQuery.data),
  );

  // The selected location is always in view: its ancestors open (also after a move).
  const [openedFor, setOpenedFor] = useState<string>('');
  const openKey = `${selectedId}:${treeQuery.dataUpdatedAt}`;
  if (selectedId !== null && treeQuery.data && openKey !== openedFor) {
    setOpenedFor(openKey);
    const path = ancestorsOf(index, selectedId).slice(0, -1);
    if (path.some((id) => !expanded.has(id))) setExpanded(new Set([...expanded, ...path]));
  }

  const select = (id: number | null, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('location');
        else next.set('location', String(id));
        next.delete('page');
        return next;
      },
      { replace },
    );

  // `?location=` that names no location (a typo, a stale link, deleted elsewhere) says so, with a
  // way back to every site, rather than quietly showing every site.
  const notFound =
    (!!rawParam && selectedId === null) ||
    (locationQuery.error instanceof ApiError && locationQuery.error.status === 404);
  const selectedNode = selectedId !== null ? index.byId.get(selectedId) : undefined;
  // The previous location's page stays in the query while the next one loads: shown only for its own id.
  const detail =
    !notFound && locationQuery.data?.location.id === selectedId ? locationQuery.data : undefined;
  const path = notFound
    ? []
    : (detail?.path ??
      (selectedId !== null ? ancestorsOf(index, selectedId).map((id) => index.byId.get(id)!) : []));

  // Markers: the selected location and its children; with nothing selected, every site.
  const markers = useMemo<MapMarker[]>(() => {
    const nodes: DeviceLocationNode[] = selectedNode
      ? [selectedNode, ...selectedNode.children]
      : tree;
    return nodes.map((n) => ({
      id: String(n.id),
      lat: n.lat,
      lng: n.lng,
      label: t('location.markerLabel', { name: n.name, count: n.deviceCount }),
      tone: n.id === selectedNode?.id ? 'primary' : n.deviceCount > 0 ? 'info' : 'secondary',
    }));
  }, [selectedNode, tree, t]);

  const locationUrl = (id: number) => `${locationPath}?location=${id}`;

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
            onClick={() => setAction({ kind: 'add', parentId: null })}
            disabled={!treeQuery.data}
          >
            {t('location.addSite')}
          </Button>
        }
      />
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
              <IconChevronRight
                aria-hidden
                size={16}
                className="ee:text-muted ee:rtl:-scale-x-100"
              />
              {i === path.length - 1 ? (
                <span aria-current="page" className="ee:font-medium ee:text-heading">
                  <bdi>{p.name}</bdi>
                </span>
              ) : (
                <Link
                  to={locationUrl(p.id)}
                  className="ee:tap-target ee:text-primary-ink ee:no-underline ee:hover:underline"
                >
                  <bdi>{p.name}</bdi>
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>

      {/* One column that may shrink below its content on a phone (an auto column took the width of the longest tree name). */}
      <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[320px_minmax(0,1fr)]">
        <Card className="ee:flex ee:flex-col ee:lg:sticky ee:lg:top-6">
          <CardHeader
            title={t('location.treeTitle')}
            subtitle={
              treeQuery.data ? t('location.treeCount', { count: treeQuery.data.total }) : undefined
            }
          />
          <CardContent className="ee:flex ee:flex-col ee:gap-3">
            <SearchInput
              value={search}
              onChange={setSearch}
              delay={200}
              aria-label={t('location.searchLabel')}
              placeholder={t('location.searchPlaceholder')}
            />
            {treeQuery.isPending ? (
              <div
                role="status"
                aria-busy="true"
                aria-label={t('location.loading')}
                className="ee:flex ee:flex-col ee:gap-3 ee:py-1"
              >
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} className={i % 3 === 0 ? 'ee:w-3/4' : 'ee:ms-6 ee:w-2/3'} />
                ))}
              </div>
            ) : tree.length === 0 ? (
              <EmptyState
                className="ee:px-2 ee:py-6"
                title={t('location.emptyTitle')}
                description={t('location.emptyHint')}
              />
            ) : (
              <LocationTree
                tree={tree}
                selectedId={selectedId}
                onSelect={select}
                expanded={expanded}
                onExpandedChange={setExpanded}
                query={search}
                aria-label={t('location.treeLabel')}
                noMatches={t('location.noMatches')}
                countLabel={(count) => t('location.deviceCount', { count })}
              />
            )}
          </CardContent>
        </Card>

        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
          {notFound ? (
            <LocationNotFound id={rawParam ?? ''} allSitesPath={locationPath} />
          ) : (
            <>
              {selectedId !== null && (
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
                            <Button
                              size="sm"
                              variant="tonal"
                              startIcon={<IconPlus aria-hidden size={16} />}
                              onClick={() =>
                                setAction({ kind: 'add', parentId: detail.location.id })
                              }
                            >
                              {t('location.addChild')}
                            </Button>
                            <Button
                              size="sm"
                              variant="tonal"
                              color="secondary"
                              startIcon={<IconPencil aria-hidden size={16} />}
                              onClick={() =>
                                setAction({ kind: 'rename', location: detail.location })
                              }
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
                        <dl className="ee:m-0 ee:grid ee:gap-x-6 ee:gap-y-3 ee:text-[15px] ee:sm:grid-cols-3">
                          <div>
                            <dt className="ee:text-[13px] ee:text-muted">
                              {t('location.fields.address')}
                            </dt>
                            <dd className="ee:m-0 ee:text-heading">
                              {detail.location.address ? <bdi>{detail.location.address}</bdi> : '—'}
                            </dd>
                          </div>
                          <div>
                            <dt className="ee:text-[13px] ee:text-muted">
                              {t('location.fields.manager')}
                            </dt>
                            <dd className="ee:m-0 ee:text-heading">
                              {detail.location.manager ? <bdi>{detail.location.manager}</bdi> : '—'}
                            </dd>
                          </div>
                          <div>
                            <dt className="ee:text-[13px] ee:text-muted">
                              {t('location.fields.devices')}
                            </dt>
                            <dd className="ee:m-0 ee:flex ee:flex-wrap ee:items-center ee:gap-2 ee:text-heading">
                              {t('location.deviceCount', { count: detail.location.deviceCount })}
                              {detail.children.length > 0 && (
                                <Chip color="secondary">
                                  {t('location.childCount', { count: detail.children.length })}
                                </Chip>
                              )}
                            </dd>
                          </div>
                        </dl>
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
              )}

              <Card>
                <CardHeader
                  title={t('location.mapTitle')}
                  subtitle={
                    selectedNode
                      ? isolate((v) => t('location.mapHintSelected', { name: v.name }), {
                          name: selectedNode.name,
                        })
                      : t('location.mapHint')
                  }
                />
                <CardContent>
                  <MapView
                    markers={markers}
                    tiles={tiles}
                    attribution={tileAttribution}
                    selectedId={selectedId !== null ? String(selectedId) : null}
                    onMarkerClick={(id) => select(Number(id))}
                    aria-label={t('location.mapLabel')}
                  />
                </CardContent>
              </Card>

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
        tree={tree}
        onClose={() => setAction(null)}
        onCreated={(id) => {
          if (action?.kind === 'add' && action.parentId !== null)
            setExpanded((prev) => new Set([...prev, action.parentId!]));
          select(id);
        }}
        // To the parent, or every site for a site; the deleted page leaves the history.
        onDeleted={(parentId) => select(parentId, true)}
      />
    </Page>
  );
}
