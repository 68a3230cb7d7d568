/**
 * Electrical tests: typed calls and TanStack Query hooks (docs/domain/electrical-tests.md). A
 * result is recorded in one write with what it changes (a corrective order, the condition grade),
 * so recording refreshes the results, the orders and the device.
 */
import type {
  TestResultCreated,
  TestResultInput,
  TestResultListParams,
  TestResultListResponse,
  TestTemplates,
  TestTemplatesParams,
} from '../types/electrical-tests';
import { deviceKeys } from './device-keys';
import { listQueryHook, mutationHook, useApiQuery } from './hooks';
import type { Requester } from './request';
import { listCall, postCall, type ListCall, type PostCall } from './rest';
import { workOrderKeys } from './work-orders';

export const testKeys = {
  all: ['test-results'] as const,
  lists: () => [...testKeys.all, 'list'] as const,
  list: (params: TestResultListParams) => [...testKeys.lists(), params] as const,
  templates: (params: TestTemplatesParams) => ['test-templates', params] as const,
};

export const listTestResults: ListCall<TestResultListParams, TestResultListResponse> =
  listCall('/api/test-results');
export const createTestResult: PostCall<TestResultInput, TestResultCreated> =
  postCall('/api/test-results');

export const getTestTemplates = (
  request: Requester,
  params: TestTemplatesParams,
  signal?: AbortSignal,
) => request<TestTemplates>('/api/test-templates', { query: { ...params }, signal });

/** The templates with the limits in force for a device type (the defaults without one). */
export function useTestTemplates(typeId: number | null | undefined) {
  const params: TestTemplatesParams = typeId ? { typeId } : {};
  return useApiQuery(testKeys.templates(params), (request, signal) =>
    getTestTemplates(request, params, signal),
  );
}

/** A page of results (by device, work order, template, verdict), newest first. */
export const useTestResults = listQueryHook(testKeys.list, listTestResults);

/** Recording moves the results, the orders (a corrective one) and the device (its grade). */
export const useCreateTestResult = mutationHook(createTestResult, [
  testKeys.all,
  workOrderKeys.all,
  deviceKeys.all,
]);
