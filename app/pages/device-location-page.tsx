import { OSM_TILES } from '../../src/components/map/map-view';
import { DeviceLocationScreen } from '../../src/screens/devices/location/device-location-screen';
import { useSettings } from '../../src/settings/settings-context';

/** /deviceLocation?location=ID, with the map tiles chosen in the customizer. */
export function Component() {
  const { settings } = useSettings();
  return <DeviceLocationScreen tiles={settings.mapTiles === 'none' ? null : OSM_TILES} />;
}
