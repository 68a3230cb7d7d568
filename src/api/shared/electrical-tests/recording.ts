/**
 * What recording a result changes beyond the result (docs/domain/electrical-tests.md): the
 * context its verdict reads (a substation's stricter earth limit, the first insulation result),
 * the corrective order a flag or fail raises, and the condition grade after a fail. One rule for
 * the simulation and the server, which store these in one write with the result.
 */
import type { ValidationIssue } from '../../contract/common';
import type { DeviceCondition } from '../../contract/devices';
import type { TestTemplateKey, TestVerdict } from '../../contract/electrical-tests-values';
import type { WorkOrderPriority } from '../../contract/work-orders-values';
import { correctedTo20 } from './verdicts';

interface LocationLink {
  id: number;
  parentId: number | null;
  kind: string;
}

/** Whether a location is a substation or lies inside one (a cycle-safe walk up the tree). */
export function inSubstation(locationId: number, locations: readonly LocationLink[]): boolean {
  const byId = new Map(locations.map((l) => [l.id, l]));
  const seen = new Set<number>();
  for (let at = byId.get(locationId); at && !seen.has(at.id); at = byId.get(at.parentId ?? -1)) {
    if (at.kind === 'substation') return true;
    seen.add(at.id);
  }
  return false;
}

/** The insulation trend's baseline: the device's first insulation result, corrected to 20 °C. */
export function firstInsulationOf(
  results: readonly { template: string; values: Record<string, number | string> }[],
): number | null {
  const first = results.find((r) => r.template === 'insulation');
  const r1 = first?.values.r1min;
  const temperature = first?.values.temperature;
  return typeof r1 === 'number' && typeof temperature === 'number'
    ? correctedTo20(r1, temperature)
    : null;
}

/**
 * The condition grade after a result: a fail makes it one worse (toward 5, replace) unless the
 * technician keeps it; a pass or a flag leaves it.
 */
export function conditionAfter(
  before: DeviceCondition,
  verdict: TestVerdict,
  keepCondition: boolean,
): DeviceCondition {
  if (verdict !== 'fail' || keepCondition) return before;
  return Math.min(5, before + 1) as DeviceCondition;
}

/** Keeping the grade after a fail needs a reason. */
export const keepConditionIssues = (keep: boolean | undefined, reason: string | undefined) =>
  keep && !reason?.trim() ? [{ path: 'reason', key: 'reasonRequired' } as ValidationIssue] : [];

/** The corrective order a flag or fail raises, as the work order writers take it. */
export function correctiveOrderDraft(
  result: { id: number; template: TestTemplateKey; deviceNumber: string },
  priority: Extract<WorkOrderPriority, 'urgent' | 'high' | 'medium'>,
  ruleKey: string,
  parentNumber: string | null,
) {
  return {
    // Stored data, like a plan's name: screens show the template's label from the `tests` catalogue.
    title: `Corrective: ${result.template} test ${result.id}`,
    kind: 'corrective' as const,
    priority,
    deviceNumber: result.deviceNumber,
    notes: `Raised by test result ${result.id} (${ruleKey}).`,
    parentNumber,
  };
}
