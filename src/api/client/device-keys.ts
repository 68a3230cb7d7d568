/**
 * The device domain's query keys, on their own so the provider (live alarms) can invalidate
 * them without importing the hooks (which import the provider).
 */
import type {
  AlarmParams,
  DeviceListParams,
  MaintenanceListParams,
  ReadingParams,
} from '../types/devices';
import type { DocumentListParams, HistoryListParams } from './devices';

/** Query keys: `['devices', …]` covers everything a device write can change. */
export const deviceKeys = {
  all: ['devices'] as const,
  lists: () => [...deviceKeys.all, 'list'] as const,
  list: (params: DeviceListParams) => [...deviceKeys.lists(), params] as const,
  details: () => [...deviceKeys.all, 'detail'] as const,
  detail: (number: string) => [...deviceKeys.details(), number] as const,
  readings: (number: string, params: ReadingParams) =>
    [...deviceKeys.detail(number), 'readings', params] as const,
  alarms: (number: string, params: AlarmParams) =>
    [...deviceKeys.detail(number), 'alarms', params] as const,
  maintenance: (number: string, params: MaintenanceListParams) =>
    [...deviceKeys.detail(number), 'maintenance', params] as const,
  history: (number: string, params: HistoryListParams) =>
    [...deviceKeys.detail(number), 'history', params] as const,
  documents: (number: string, params: DocumentListParams) =>
    [...deviceKeys.detail(number), 'documents', params] as const,
  stats: () => [...deviceKeys.all, 'stats'] as const,
  nextNumber: (typeId: number | undefined, year: number | undefined) =>
    [...deviceKeys.all, 'next-number', typeId ?? null, year ?? null] as const,
};
