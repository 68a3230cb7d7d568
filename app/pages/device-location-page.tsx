import { OSM_TILES } from '@/components/map/map-view';
import { DeviceLocationScreen } from '@/screens/devices/location/device-location-screen';
import { useSettings } from '@/settings/settings-context';

/** /deviceLocation?location=ID, with the map tiles chosen in the customizer. */
export function Component() {
  const { settings } = useSettings();
  return <DeviceLocationScreen tiles={settings.mapTiles === 'none' ? null : OSM_TILES} />;
}
