import { useMemo } from 'react';

import { useTestResults, useTestTemplates } from '@/api/client/electrical-tests';
import type { TestTemplateKey } from '@/api/contract/electrical-tests-values';
import {
  checkTestValues,
  firstInsulationOf,
  inSubstation,
  limitsInForce,
  verdictOf,
  type TestLimits,
  type Verdict,
  type VerdictContext,
} from '@/api/shared/electrical-tests';
import type { DeviceDetail } from '@/api/types/devices';

import { typedValues } from './test-result-schema';

/** What a device brings to the live verdict: its type's limits, a substation, the first insulation. */
export interface VerdictInputs {
  limitsOf: (template: TestTemplateKey) => TestLimits;
  context: VerdictContext;
}

/** Whether a device sits in a substation, read from its location path (root first). */
export function deviceInSubstation(path: DeviceDetail['locationPath']): boolean {
  const links = path.map((p, i) => ({ ...p, parentId: i > 0 ? path[i - 1]!.id : null }));
  return links.length > 0 && inSubstation(links[links.length - 1]!.id, links);
}

/**
 * The device's side of the verdict, read as the API reads it (docs/domain/electrical-tests.md):
 * the limits in force for its type, whether it sits in a substation (earth's stricter limit), and
 * its first insulation result (the trend's baseline).
 */
export function useVerdictInputs(device: DeviceDetail | undefined): VerdictInputs {
  const templates = useTestTemplates(device?.typeId);
  const firstInsulation = useTestResults({
    deviceNumber: device?.number ?? '',
    template: 'insulation',
    sortBy: 'performedAt',
    orderBy: 'asc',
    itemsPerPage: 1,
  });
  return useMemo(() => {
    const context: VerdictContext = {
      substation: deviceInSubstation(device?.locationPath ?? []),
      // The placeholder of another key (no device yet) is no baseline of this device.
      firstInsulation: firstInsulationOf(
        (firstInsulation.data?.results ?? []).filter((r) => r.deviceNumber === device?.number),
      ),
    };
    const limitsOf = (template: TestTemplateKey): TestLimits => {
      const inForce = templates.data?.templates.find((t) => t.key === template)?.limits;
      return inForce
        ? Object.fromEntries(inForce.map((l) => [l.key, l.value]))
        : limitsInForce(template);
    };
    return { limitsOf, context };
  }, [device, templates.data, firstInsulation.data]);
}

/**
 * The verdict of what is typed so far with the shared `verdictOf`, or null while a value is
 * missing or refused (the verdict would be of values the API will not take).
 */
export function liveVerdict(
  template: TestTemplateKey,
  typed: Record<string, string>,
  inputs: VerdictInputs,
): Verdict | null {
  const values = typedValues(template, typed);
  if (checkTestValues(template, values).length > 0) return null;
  return verdictOf(template, inputs.limitsOf(template), values, inputs.context);
}
