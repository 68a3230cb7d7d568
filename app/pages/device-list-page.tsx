import { DeviceListScreen } from '@/screens/devices/device-list-screen';

/** /devices: the register; filters, sorting and paging live in the URL. */
export function Component() {
  return <DeviceListScreen />;
}
