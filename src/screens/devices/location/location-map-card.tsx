import { useMemo } from 'react';

import type { DeviceLocationNode } from '@/api/types/devices';
import { MapView, type MapMarker } from '@/components/map/map-view';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { isolate } from '@/screens/shared/bidi';

export interface LocationMapCardProps {
  /** Every site, the tree's roots. */
  tree: readonly DeviceLocationNode[];
  /** The selected location, when it is in the tree. */
  selectedNode: DeviceLocationNode | undefined;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Tile URL template of the map; null shows the markers on a plain background. */
  tiles: string | null;
  /** Attribution of the tiles (HTML). */
  tileAttribution: string;
}

/**
 * The location page's map: the selected location and its children; with nothing selected, every
 * site.
 */
export function LocationMapCard({
  tree,
  selectedNode,
  selectedId,
  onSelect,
  tiles,
  tileAttribution,
}: LocationMapCardProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const markers = useMemo<MapMarker[]>(() => {
    const nodes: readonly DeviceLocationNode[] = selectedNode
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
  return (
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
          onMarkerClick={(id) => onSelect(Number(id))}
          aria-label={t('location.mapLabel')}
        />
      </CardContent>
    </Card>
  );
}
