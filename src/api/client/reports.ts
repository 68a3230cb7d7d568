/**
 * What the reports (docs/domain/reports.md) read, fetched on the click that asks for one: calls
 * over the other clients' reads, and hooks that bind them to the session's requester.
 */
import type { DeviceDetail } from '../types/devices';
import { TEST_TEMPLATE_KEYS, type TestResult, type TestTemplates } from '../types/electrical-tests';
import { OPEN_WORK_ORDER_STATUSES, type WorkOrderListItem } from '../types/work-orders';
import { getDevice } from './devices';
import { getTestTemplates, listTestResults } from './electrical-tests';
import { useApiCall } from './hooks';
import type { Requester } from './request';
import { listWorkOrders } from './work-orders';

/** A device's compliance report's data. */
export interface ComplianceData {
  device: DeviceDetail;
  /** The templates with the limits in force for the device's type, and their sources. */
  templates: TestTemplates;
  /** The latest result of each template recorded on the device, in the templates' order. */
  results: TestResult[];
  /** Orders not done or cancelled, by due date. */
  orders: WorkOrderListItem[];
}

/** The report's data: one call per template for its latest result (the list is newest first). */
export async function loadComplianceData(
  request: Requester,
  number: string,
  signal?: AbortSignal,
): Promise<ComplianceData> {
  const device = await getDevice(request, number, signal);
  const [templates, latest, orders] = await Promise.all([
    getTestTemplates(request, { typeId: device.typeId }, signal),
    Promise.all(
      TEST_TEMPLATE_KEYS.map((template) =>
        listTestResults(
          request,
          { deviceNumber: device.number, template, page: 1, itemsPerPage: 1 },
          signal,
        ),
      ),
    ),
    listWorkOrders(
      request,
      {
        deviceNumber: device.number,
        status: [...OPEN_WORK_ORDER_STATUSES],
        sortBy: 'dueDate',
        orderBy: 'asc',
        itemsPerPage: -1,
      },
      signal,
    ),
  ]);
  return {
    device,
    templates,
    results: latest.flatMap((page) => page.results.slice(0, 1)),
    orders: orders.workOrders,
  };
}

/** `(number) => Promise<ComplianceData>` with the session's requester. */
export function useComplianceDataFetch() {
  return useApiCall(loadComplianceData);
}
