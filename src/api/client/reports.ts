/**
 * The reports' reads (docs/domain/reports.md) bound to the session's requester. The calls
 * themselves (./report-data.ts) load on the first report asked for.
 */
import type { AuditBase, ComplianceData } from './report-data';
import { useRequester } from './requester-context';

export type { AuditBase, ComplianceData } from './report-data';

const data = () => import('./report-data');

/** `(number) => Promise<ComplianceData>`: a device's compliance report's data. */
export function useComplianceDataFetch() {
  const request = useRequester();
  return async (number: string, signal?: AbortSignal): Promise<ComplianceData> =>
    (await data()).loadComplianceData(request, number, signal);
}

/** The audit report's two calls: the location's devices and orders, a device's latest results. */
export function useAuditDataFetch() {
  const request = useRequester();
  return {
    base: async (locationId: number, signal?: AbortSignal): Promise<AuditBase> =>
      (await data()).loadAuditBase(request, locationId, signal),
    latest: async (number: string, signal?: AbortSignal) =>
      (await data()).loadLatestResults(request, number, signal),
  };
}
