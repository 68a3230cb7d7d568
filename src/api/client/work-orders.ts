/** Work orders: typed calls and TanStack Query hooks (docs/domain/work-orders.md). */
import type { QueryClient } from '@tanstack/react-query';

import type {
  WorkOrder,
  WorkOrderAssignee,
  WorkOrderChanges,
  WorkOrderComment,
  WorkOrderInput,
  WorkOrderListParams,
  WorkOrderListResponse,
  WorkOrderStats,
  WorkOrderStatusChange,
} from '../types/work-orders';
import { deviceKeys } from './device-keys';
import {
  bulkChangeHook,
  invalidateAll,
  listQueryHook,
  mutationHook,
  useApiCall,
  useApiMutation,
  useApiQuery,
  type ApiQueryOptions,
} from './hooks';
import { ifMatch, type Requester } from './request';
import { listCall, postCall, type ListCall, type PostCall } from './rest';

export const workOrderKeys = {
  all: ['work-orders'] as const,
  lists: () => [...workOrderKeys.all, 'list'] as const,
  list: (params: WorkOrderListParams) => [...workOrderKeys.lists(), params] as const,
  detail: (number: string) => [...workOrderKeys.all, 'detail', number] as const,
  stats: () => [...workOrderKeys.all, 'stats'] as const,
  assignees: () => [...workOrderKeys.all, 'assignees'] as const,
};

const path = '/api/work-orders';
const orderPath = (number: string) => `${path}/${encodeURIComponent(number)}`;

export const listWorkOrders: ListCall<WorkOrderListParams, WorkOrderListResponse> = listCall(path);
export const createWorkOrder: PostCall<WorkOrderInput, WorkOrder> = postCall(path);

export const getWorkOrder = (request: Requester, number: string, signal?: AbortSignal) =>
  request<WorkOrder>(orderPath(number), { signal });

/** `version` (If-Match): an order changed since by someone else is not overwritten (412). */
export const updateWorkOrder = (
  request: Requester,
  number: string,
  changes: WorkOrderChanges,
  version?: number,
) =>
  request<WorkOrder>(orderPath(number), {
    method: 'PUT',
    body: changes,
    headers: ifMatch(version),
  });

/**
 * A step of the order's life; a rule that refuses it arrives as `ApiError` status 409 with the
 * rule's key (its message translated), a missing reason or sign-off as field errors.
 */
export const changeWorkOrderStatus = (
  request: Requester,
  number: string,
  change: WorkOrderStatusChange,
  version?: number,
) =>
  request<WorkOrder>(`${orderPath(number)}/status`, {
    method: 'POST',
    body: change,
    headers: ifMatch(version),
  });

export const addWorkOrderComment = (request: Requester, number: string, text: string) =>
  request<WorkOrderComment>(`${orderPath(number)}/comments`, { method: 'POST', body: { text } });

export const getWorkOrderStats = (request: Requester, signal?: AbortSignal) =>
  request<WorkOrderStats>(`${path}/stats`, { signal });

export const listWorkOrderAssignees = (request: Requester, signal?: AbortSignal) =>
  request<{ assignees: WorkOrderAssignee[] }>(`${path}/assignees`, { signal });

/**
 * Everything an order's change can move: the orders, and the device it is on (a step moves its
 * status, completing adds a maintenance record and history).
 */
export function invalidateWorkOrderData(client: QueryClient): Promise<void> {
  return invalidateAll(client, [workOrderKeys.all, deviceKeys.all]);
}

/** The list; the previous page stays on screen while the next one loads. */
export const useWorkOrders = listQueryHook(workOrderKeys.list, listWorkOrders);

export function useWorkOrder(number: string | null | undefined) {
  return useApiQuery(
    workOrderKeys.detail(number ?? ''),
    (request, signal) => getWorkOrder(request, number!, signal),
    { enabled: Boolean(number) },
  );
}

export function useWorkOrderStats(options: ApiQueryOptions = {}) {
  return useApiQuery(
    workOrderKeys.stats(),
    (request, signal) => getWorkOrderStats(request, signal),
    options,
  );
}

export function useWorkOrderAssignees() {
  return useApiQuery(workOrderKeys.assignees(), (request, signal) =>
    listWorkOrderAssignees(request, signal),
  );
}

export const useCreateWorkOrder = mutationHook(createWorkOrder, invalidateWorkOrderData);

/** Keeps the order's detail as answered, then refreshes what it can have moved. */
const afterOrderChange = (client: QueryClient, order: WorkOrder) => {
  client.setQueryData(workOrderKeys.detail(order.number), order);
  return invalidateWorkOrderData(client);
};

export interface UpdateWorkOrderVariables {
  number: string;
  changes: WorkOrderChanges;
  /** The version the form loaded: an order changed since is not overwritten (412). */
  version?: number;
}

export function useUpdateWorkOrder() {
  return useApiMutation(
    (request, { number, changes, version }: UpdateWorkOrderVariables) =>
      updateWorkOrder(request, number, changes, version),
    afterOrderChange,
  );
}

export interface WorkOrderStepVariables {
  number: string;
  change: WorkOrderStatusChange;
  version?: number;
}

export function useChangeWorkOrderStatus() {
  return useApiMutation(
    (request, { number, change, version }: WorkOrderStepVariables) =>
      changeWorkOrderStatus(request, number, change, version),
    afterOrderChange,
  );
}

export function useAddWorkOrderComment() {
  return useApiMutation(
    (request, { number, text }: { number: string; text: string }) =>
      addWorkOrderComment(request, number, text),
    (client, _comment, { number }) => invalidateAll(client, [workOrderKeys.detail(number)]),
  );
}

/**
 * One order of a bulk step (the list's bulk status, the board's drop): its number, the step, and
 * the version the screen showed (changed since: 412).
 */
export interface WorkOrderStepTarget {
  number: string;
  change: WorkOrderStatusChange;
  version?: number;
}

/**
 * Takes one step on each selected order, one call per order: every order is tried, the refused
 * ones come back in `failures` with the API's reason (a 409's rule), the rest are applied.
 */
export const useBulkWorkOrderSteps = bulkChangeHook(
  (request, { number, change, version }: WorkOrderStepTarget) =>
    changeWorkOrderStatus(request, number, change, version),
  invalidateWorkOrderData,
);

/** One order of a bulk assignment: the assignee (null: nobody) and the version shown. */
export interface WorkOrderAssignTarget {
  number: string;
  assigneeId: number | null;
  version?: number;
}

/** Assigns each selected order, one call per order; the refused ones come back in `failures`. */
export const useBulkAssignWorkOrders = bulkChangeHook(
  (request, { number, assigneeId, version }: WorkOrderAssignTarget) =>
    updateWorkOrder(request, number, { assigneeId }, version),
  invalidateWorkOrderData,
);

/** Every page of a filtered list at once, on demand (the CSV export): `(params) => Promise`. */
export function useWorkOrderListFetch() {
  return useApiCall(listWorkOrders);
}
