/**
 * The sample location tree: three sites in Chinese cities, each with a substation and a
 * building, their rooms or floors, and the panels or bays in those. Coordinates are real
 * places (so a map shows them where one expects); children sit a few hundred metres around.
 */
import type { DeviceLocation, LocationKind } from '../../../types/devices';

interface PlanNode {
  name: string;
  kind: LocationKind;
  code: string;
  /** Offset from the parent, in degrees (≈ 100 m per 0.001). */
  dLat?: number;
  dLng?: number;
  address?: string;
  manager?: string;
  children?: PlanNode[];
}

const bays = (prefix: string, names: string[]): PlanNode[] =>
  names.map((name, i) => ({ name, kind: 'bay', code: `${prefix}-B${i + 1}`, dLat: 0.0001 * i, dLng: 0.0001 }));
const panels = (prefix: string, names: string[]): PlanNode[] =>
  names.map((name, i) => ({ name, kind: 'panel', code: `${prefix}-P${i + 1}`, dLat: 0.0001, dLng: 0.0001 * i }));

const PLAN: PlanNode[] = [
  {
    name: 'Shanghai Zhangjiang Campus',
    kind: 'site',
    code: 'SH-ZJ',
    address: '88 Keyuan Road, Pudong New District, Shanghai 201203',
    manager: 'Wang Wei',
    children: [
      {
        name: '110 kV Substation',
        kind: 'substation',
        code: 'SH-ZJ-SS1',
        dLat: 0.0021,
        dLng: -0.0018,
        address: '90 Keyuan Road, Pudong New District, Shanghai',
        children: [
          { name: 'HV switch room', kind: 'room', code: 'SH-ZJ-SS1-HV', children: bays('SH-ZJ-SS1-HV', ['Incoming bay 1', 'Incoming bay 2', 'Transformer bay']) },
          { name: 'LV distribution room', kind: 'room', code: 'SH-ZJ-SS1-LV', children: panels('SH-ZJ-SS1-LV', ['Panel LV-1', 'Panel LV-2', 'Panel LV-3']) },
        ],
      },
      {
        name: 'R&D Building 2',
        kind: 'building',
        code: 'SH-ZJ-B2',
        dLat: -0.0012,
        dLng: 0.0025,
        address: '88 Keyuan Road, Building 2, Pudong New District, Shanghai',
        children: [
          { name: 'Floor 1', kind: 'floor', code: 'SH-ZJ-B2-F1', children: panels('SH-ZJ-B2-F1', ['Panel 1F-A', 'Panel 1F-B']) },
          { name: 'Floor 5 (data room)', kind: 'floor', code: 'SH-ZJ-B2-F5', children: panels('SH-ZJ-B2-F5', ['Panel 5F-A', 'Panel 5F-UPS']) },
        ],
      },
    ],
  },
  {
    name: 'Suzhou Industrial Park Plant',
    kind: 'site',
    code: 'SZ-IP',
    address: '128 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu 215123',
    manager: 'Li Na',
    children: [
      {
        name: '35 kV Substation',
        kind: 'substation',
        code: 'SZ-IP-SS1',
        dLat: 0.0016,
        dLng: 0.0011,
        address: '130 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu',
        children: [
          { name: 'Switchgear room', kind: 'room', code: 'SZ-IP-SS1-SG', children: bays('SZ-IP-SS1-SG', ['Bay 1', 'Bay 2']) },
          { name: 'Transformer room', kind: 'room', code: 'SZ-IP-SS1-TR', children: bays('SZ-IP-SS1-TR', ['Bay T1', 'Bay T2']) },
        ],
      },
      {
        name: 'Workshop 1',
        kind: 'building',
        code: 'SZ-IP-W1',
        dLat: -0.0019,
        dLng: -0.0014,
        address: '128 Xinghu Street, Workshop 1, Suzhou Industrial Park, Suzhou, Jiangsu',
        children: [
          { name: 'Assembly floor', kind: 'floor', code: 'SZ-IP-W1-F1', children: panels('SZ-IP-W1-F1', ['Line A panel', 'Line B panel', 'Line C panel']) },
          { name: 'Pump room', kind: 'room', code: 'SZ-IP-W1-PR', children: panels('SZ-IP-W1-PR', ['Pump panel 1', 'Pump panel 2']) },
        ],
      },
    ],
  },
  {
    name: 'Wuhan Optics Valley Data Center',
    kind: 'site',
    code: 'WH-OV',
    address: '1 Gaoxin Avenue, East Lake High-tech Zone, Wuhan, Hubei 430074',
    manager: 'Zhang Wei',
    children: [
      {
        name: '10 kV Substation',
        kind: 'substation',
        code: 'WH-OV-SS1',
        dLat: 0.0014,
        dLng: -0.0022,
        address: '3 Gaoxin Avenue, East Lake High-tech Zone, Wuhan, Hubei',
        children: [
          { name: 'Switch room', kind: 'room', code: 'WH-OV-SS1-SW', children: bays('WH-OV-SS1-SW', ['Bay 1', 'Bay 2', 'Bay 3']) },
          { name: 'Generator room', kind: 'room', code: 'WH-OV-SS1-GN', children: panels('WH-OV-SS1-GN', ['Generator control panel']) },
        ],
      },
      {
        name: 'Data Hall A',
        kind: 'building',
        code: 'WH-OV-DHA',
        dLat: -0.0011,
        dLng: 0.0017,
        address: '1 Gaoxin Avenue, Data Hall A, East Lake High-tech Zone, Wuhan, Hubei',
        children: [
          { name: 'Floor 1', kind: 'floor', code: 'WH-OV-DHA-F1', children: panels('WH-OV-DHA-F1', ['UPS panel', 'PDU row A', 'PDU row B']) },
          { name: 'Roof', kind: 'floor', code: 'WH-OV-DHA-RF', children: panels('WH-OV-DHA-RF', ['PV combiner panel', 'Chiller panel']) },
        ],
      },
    ],
  },
];

/** Site centres; the plan's offsets are added to these. */
const SITE_COORDINATES: Record<string, { lat: number; lng: number }> = {
  'SH-ZJ': { lat: 31.2033, lng: 121.5905 },
  'SZ-IP': { lat: 31.2989, lng: 120.7385 },
  'WH-OV': { lat: 30.479, lng: 114.4116 },
};

const MANAGERS = ['Chen Jing', 'Liu Yang', 'Zhao Lei', 'Huang Min', 'Zhou Jie', 'Sun Hao'];

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The flat location list, ids from 1 in depth-first order (parents before children). */
export function createLocations(): DeviceLocation[] {
  const out: DeviceLocation[] = [];
  const visit = (node: PlanNode, parent: DeviceLocation | null) => {
    const base = parent ?? { ...SITE_COORDINATES[node.code], address: node.address ?? '', manager: node.manager ?? '' };
    const location: DeviceLocation = {
      id: out.length + 1,
      name: node.name,
      kind: node.kind,
      parentId: parent?.id ?? null,
      code: node.code,
      address: node.address ?? base.address,
      lat: round6(base.lat + (node.dLat ?? 0)),
      lng: round6(base.lng + (node.dLng ?? 0)),
      manager: node.manager ?? MANAGERS[out.length % MANAGERS.length],
      version: 1,
    };
    out.push(location);
    node.children?.forEach((child) => visit(child, location));
  };
  PLAN.forEach((site) => visit(site, null));
  return out;
}
