import { DeviceTypeListScreen } from '@/screens/devices/device-type-list-screen';

/** /deviceTypeList: device types with their counts and inspection intervals. */
export function Component() {
  return <DeviceTypeListScreen />;
}
