/**
 * How a new device's number is drawn (docs/domain/devices.md): the commissioning year's two
 * digits, the type's code and the serial after the highest one ever given with that prefix, from
 * 10001. Pure, so the simulation's create, the import's plan and the tests draw alike.
 */
import { deviceNumberPrefix, FIRST_SERIAL, type Device } from '../contract/devices';

/** The next free number for a type code and commissioning year: serials start at 10001. */
export function nextDeviceNumber(
  devices: readonly Pick<Device, 'number'>[],
  code: string,
  year: number,
): string {
  const prefix = deviceNumberPrefix(year, code);
  let max = FIRST_SERIAL - 1;
  for (const d of devices) {
    if (d.number.startsWith(prefix)) {
      const serial = Number(d.number.slice(prefix.length));
      if (Number.isInteger(serial) && serial > max) max = serial;
    }
  }
  return `${prefix}${max + 1}`;
}
