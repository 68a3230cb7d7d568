import { DeviceDetailScreen } from '@/screens/devices/detail/device-detail-screen';

/** /deviceDetail?number=…: the screen reads the number and tab from the URL itself. */
export function Component() {
  return <DeviceDetailScreen />;
}
