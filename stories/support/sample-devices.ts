/**
 * Deterministic sample rows for the table stories and the bench (no faker: same pixels every run).
 */
export interface DeviceRow {
  id: string;
  name: string;
  type: 'Transformer' | 'Breaker' | 'Relay' | 'Meter' | 'Inverter' | 'Switchgear';
  status: 'active' | 'maintenance' | 'offline';
  powerKw: number;
  site: string;
  installedAt: string;
}

const types: DeviceRow['type'][] = [
  'Transformer',
  'Breaker',
  'Relay',
  'Meter',
  'Inverter',
  'Switchgear',
];
const statuses: DeviceRow['status'][] = ['active', 'active', 'maintenance', 'offline'];
const sites = [
  'Lyon North',
  'Shanghai Pudong',
  'Casablanca Port',
  'Berlin Mitte',
  'Austin East',
  'Rabat Agdal',
  'Montréal Sud',
];

/** `count` devices, the same for the same count. */
export function makeDevices(count: number): DeviceRow[] {
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: count }, (_, i) => {
    const type = types[Math.floor(rand() * types.length)];
    const day = 1 + Math.floor(rand() * 28);
    const month = 1 + Math.floor(rand() * 12);
    return {
      id: `DEV-${String(i + 1).padStart(5, '0')}`,
      name: `${type} ${String.fromCharCode(65 + Math.floor(rand() * 26))}${Math.floor(rand() * 900 + 100)}`,
      type,
      status: statuses[Math.floor(rand() * statuses.length)],
      powerKw: Math.round(rand() * 5000) / 10,
      site: sites[Math.floor(rand() * sites.length)],
      installedAt: `20${String(15 + Math.floor(rand() * 10))}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    };
  });
}
