/** Maintenance plans: typed calls and TanStack Query hooks (docs/domain/maintenance-plans.md). */
import type { QueryClient } from '@tanstack/react-query';

import type {
  MaintenancePlan,
  MaintenancePlanChanges,
  MaintenancePlanInput,
  MaintenancePlanListParams,
  MaintenancePlanListResponse,
  PlanOccurrenceChange,
  PlanOccurrenceResult,
  PlanSchedule,
} from '../types/maintenance-plans';
import { deviceKeys } from './device-keys';
import { deviceTypeKeys } from './device-types';
import { invalidateAll, listQueryHook, mutationHook, useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';
import {
  listCall,
  postCall,
  recordCall,
  versionedChangeCall,
  versionedDeleteCall,
  type ListCall,
  type PostCall,
  type RecordCall,
  type VersionedChangeCall,
} from './rest';
import { workOrderKeys } from './work-orders';

export const maintenancePlanKeys = {
  all: ['maintenance-plans'] as const,
  lists: () => [...maintenancePlanKeys.all, 'list'] as const,
  list: (params: MaintenancePlanListParams) => [...maintenancePlanKeys.lists(), params] as const,
  detail: (id: number) => [...maintenancePlanKeys.all, 'detail', id] as const,
  schedule: (id: number, deviceNumber?: string) =>
    [...maintenancePlanKeys.all, 'schedule', id, deviceNumber ?? null] as const,
};

const path = '/api/maintenance-plans';

export const listMaintenancePlans: ListCall<
  MaintenancePlanListParams,
  MaintenancePlanListResponse
> = listCall(path);
export const getMaintenancePlan: RecordCall<MaintenancePlan> = recordCall(path);
export const createMaintenancePlan: PostCall<MaintenancePlanInput, MaintenancePlan> =
  postCall(path);
/** `version` (If-Match): a plan changed since by someone else is not overwritten (412). */
export const updateMaintenancePlan: VersionedChangeCall<MaintenancePlanChanges, MaintenancePlan> =
  versionedChangeCall(path);
export const deleteMaintenancePlan = versionedDeleteCall(path);

export const getPlanSchedule = (
  request: Requester,
  id: number,
  deviceNumber?: string,
  signal?: AbortSignal,
) => request<PlanSchedule>(`${path}/${id}/schedule`, { query: { deviceNumber }, signal });

/** Skips or postpones a device's next occurrence: the order changed, or the new due date. */
export const changePlanOccurrence = (
  request: Requester,
  id: number,
  change: PlanOccurrenceChange,
) => request<PlanOccurrenceResult>(`${path}/${id}/occurrence`, { method: 'POST', body: change });

/**
 * Everything a plan's write can move: the plans, the orders it makes (created at once within the
 * lead days), the devices' next inspections, and the type whose interval a default plan is.
 */
export function invalidatePlanData(client: QueryClient): Promise<void> {
  return invalidateAll(client, [
    maintenancePlanKeys.all,
    workOrderKeys.all,
    deviceKeys.all,
    deviceTypeKeys.all,
  ]);
}

/** The list; the previous page stays on screen while the next one loads. */
export const useMaintenancePlans = listQueryHook(maintenancePlanKeys.list, listMaintenancePlans);

export function useMaintenancePlan(id: number | null | undefined) {
  return useApiQuery(
    maintenancePlanKeys.detail(id ?? -1),
    (request, signal) => getMaintenancePlan(request, id!, signal),
    { enabled: id != null },
  );
}

/** The plan's next occurrence on each device it applies to (or on `deviceNumber` only). */
export function usePlanSchedule(id: number | null | undefined, deviceNumber?: string) {
  return useApiQuery(
    maintenancePlanKeys.schedule(id ?? -1, deviceNumber),
    (request, signal) => getPlanSchedule(request, id!, deviceNumber, signal),
    { enabled: id != null },
  );
}

export const useCreateMaintenancePlan = mutationHook(createMaintenancePlan, invalidatePlanData);

export interface UpdateMaintenancePlanVariables {
  id: number;
  changes: MaintenancePlanChanges;
  /** The version the form loaded: a plan changed since is not overwritten (412). */
  version?: number;
}

/** Keeps the plan's detail as answered, then refreshes what it can have moved. */
const afterPlanChange = (client: QueryClient, plan: MaintenancePlan) => {
  client.setQueryData(maintenancePlanKeys.detail(plan.id), plan);
  return invalidatePlanData(client);
};

export function useUpdateMaintenancePlan() {
  return useApiMutation(
    (request, { id, changes, version }: UpdateMaintenancePlanVariables) =>
      updateMaintenancePlan(request, id, changes, version),
    afterPlanChange,
  );
}

/** A plan to delete: its id, or its id and the version shown (not deleted when changed since). */
export type DeleteMaintenancePlanVariables = number | { id: number; version?: number };

export function useDeleteMaintenancePlan() {
  return useApiMutation(
    (request, target: DeleteMaintenancePlanVariables) =>
      typeof target === 'number'
        ? deleteMaintenancePlan(request, target)
        : deleteMaintenancePlan(request, target.id, target.version),
    invalidatePlanData,
  );
}

export interface PlanOccurrenceVariables {
  id: number;
  change: PlanOccurrenceChange;
}

export const useChangePlanOccurrence = mutationHook(
  (request, { id, change }: PlanOccurrenceVariables) => changePlanOccurrence(request, id, change),
  invalidatePlanData,
);
