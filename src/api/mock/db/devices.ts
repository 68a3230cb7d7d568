/** The device domain of DEVICE-DOMAIN.md. Filled by issue 3. */
import type { GeneratorContext } from './index';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DeviceData {}

export function createDeviceData(_ctx: GeneratorContext): DeviceData {
  return {};
}
