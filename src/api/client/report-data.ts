/**
 * What the reports (docs/domain/reports.md) read, fetched on the click that asks for one: calls
 * over the other clients' reads. Loaded with that click (./reports.ts's hooks import it), so the
 * pages with a report action do not carry the clients they read.
 */
import type { DeviceDetail, DeviceListItem, LocationDetailResponse } from '../types/devices';
import { TEST_TEMPLATE_KEYS, type TestResult, type TestTemplates } from '../types/electrical-tests';
import { OPEN_WORK_ORDER_STATUSES, type WorkOrderListItem } from '../types/work-orders';
import { getLocation } from './device-locations';
import { getDevice, listDevices } from './devices';
import { getTestTemplates, listTestResults } from './electrical-tests';
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

/** What a location's audit report starts from: the location, every device under it, open orders. */
export interface AuditBase {
  location: LocationDetailResponse;
  /** The devices of the location and of every location below it, by number. */
  devices: DeviceListItem[];
  /** The open orders of those devices, by device number. */
  ordersByDevice: Record<string, WorkOrderListItem[]>;
}

/** The location, its devices and every open order (one call each: grouped here by device). */
export async function loadAuditBase(
  request: Requester,
  locationId: number,
  signal?: AbortSignal,
): Promise<AuditBase> {
  const [location, devices, orders] = await Promise.all([
    getLocation(request, locationId, { itemsPerPage: 1 }, signal),
    listDevices(
      request,
      { locationId, sortBy: 'number', orderBy: 'asc', itemsPerPage: -1 },
      signal,
    ),
    listWorkOrders(
      request,
      {
        status: [...OPEN_WORK_ORDER_STATUSES],
        sortBy: 'dueDate',
        orderBy: 'asc',
        itemsPerPage: -1,
      },
      signal,
    ),
  ]);
  const numbers = new Set(devices.devices.map((d) => d.number));
  const ordersByDevice: Record<string, WorkOrderListItem[]> = {};
  for (const order of orders.workOrders) {
    if (numbers.has(order.deviceNumber)) (ordersByDevice[order.deviceNumber] ??= []).push(order);
  }
  return { location, devices: devices.devices, ordersByDevice };
}

/** How many of a device's newest results the audit reads for the latest of each template. */
export const AUDIT_RESULTS_READ = 100;

/** The latest result of each template recorded on a device (from its newest results). */
export async function loadLatestResults(
  request: Requester,
  number: string,
  signal?: AbortSignal,
): Promise<TestResult[]> {
  const page = await listTestResults(
    request,
    { deviceNumber: number, page: 1, itemsPerPage: AUDIT_RESULTS_READ },
    signal,
  );
  const latest = new Map<string, TestResult>();
  for (const result of page.results)
    if (!latest.has(result.template)) latest.set(result.template, result);
  return TEST_TEMPLATE_KEYS.flatMap((key) => latest.get(key) ?? []);
}
