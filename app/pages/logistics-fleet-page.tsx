import { OSM_TILES } from '@/components/map/map-view';
import { LogisticsFleetScreen } from '@/screens/logistics/logistics-fleet-screen';
import { useSettings } from '@/settings/settings-context';

/** /apps/logistics/fleet?vehicle=ID, with the map tiles chosen in the customizer. */
export function Component() {
  const { settings } = useSettings();
  return <LogisticsFleetScreen tiles={settings.mapTiles === 'none' ? null : OSM_TILES} />;
}
