/**
 * The sample location tree: three sites in Chinese cities, each with a substation and a
 * building, their rooms or floors, and the panels or bays in those. Coordinates are real
 * places (so a map shows them where one expects); children sit a few hundred metres around.
 */
import { z } from 'zod';

import { locationKind } from '@/api/contract/devices';
import type { DeviceLocation, LocationKind } from '@/api/types/devices';

import plan from './location-catalog.data.json';

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

/**
 * A node of the plan as the data writes it: a room or floor lists its bays or panels by name
 * only (their codes and small offsets follow from the order).
 */
interface PlanEntry extends Omit<PlanNode, 'children'> {
  bays?: string[];
  panels?: string[];
  children?: PlanEntry[];
}

const planEntry: z.ZodType<PlanEntry> = z.lazy(() =>
  z.strictObject({
    name: z.string().min(1),
    kind: locationKind,
    code: z.string().min(1),
    dLat: z.number().optional(),
    dLng: z.number().optional(),
    address: z.string().optional(),
    manager: z.string().optional(),
    bays: z.array(z.string()).optional(),
    panels: z.array(z.string()).optional(),
    children: z.array(planEntry).optional(),
  }),
);

const bays = (prefix: string, names: string[]): PlanNode[] =>
  names.map((name, i) => ({
    name,
    kind: 'bay',
    code: `${prefix}-B${i + 1}`,
    dLat: 0.0001 * i,
    dLng: 0.0001,
  }));
const panels = (prefix: string, names: string[]): PlanNode[] =>
  names.map((name, i) => ({
    name,
    kind: 'panel',
    code: `${prefix}-P${i + 1}`,
    dLat: 0.0001,
    dLng: 0.0001 * i,
  }));

function toPlanNode({
  bays: bayNames,
  panels: panelNames,
  children,
  ...node
}: PlanEntry): PlanNode {
  if (!children && !bayNames && !panelNames) return node;
  return {
    ...node,
    children: [
      ...(children ?? []).map(toPlanNode),
      ...bays(node.code, bayNames ?? []),
      ...panels(node.code, panelNames ?? []),
    ],
  };
}

let parsedPlan: PlanNode[] | undefined;
/** The plan, checked on first use rather than at load (see typeSpecs in type-catalog.ts). */
const sitePlan = (): PlanNode[] => (parsedPlan ??= z.array(planEntry).parse(plan).map(toPlanNode));

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
    const base = parent ?? {
      ...SITE_COORDINATES[node.code],
      address: node.address ?? '',
      manager: node.manager ?? '',
    };
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
  sitePlan().forEach((site) => visit(site, null));
  return out;
}
