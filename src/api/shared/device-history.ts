/**
 * What a device write records in its history (docs/domain/devices.md): the entries of an update,
 * the labels an id change keeps, a detached child's entry, and what a new maintenance record is
 * and does to its device. Pure, shared by the simulation and the server, so a write through
 * either shows in the history alike.
 */
import { check } from '../contract/common';
import {
  maintenanceCreateBody,
  type Device,
  type HistoryAction,
  type HistoryChange,
  type HistoryValue,
  type MaintenanceRecord,
} from '../contract/devices';
import { computeNextInspection } from '../sample/devices/dates';
import { invalid, ok, type Outcome } from './outcome';

/** One entry a write adds, before it is given its id, device, time and actor. */
export interface HistoryDraft {
  action: HistoryAction;
  changes: HistoryChange[];
}

/** What ids named when a change is written: a type's code and name, a location's path names. */
export interface HistoryLabels {
  type(id: number): readonly [string, string] | undefined;
  locationNames(id: number): readonly string[];
}

/**
 * The changes with what their ids named at the time (issue 35.9): the history keeps them, so an
 * entry still reads after the type is deleted or the location renamed, and is never read against
 * another record given the same id later.
 */
export function withLabels(changes: HistoryChange[], labels: HistoryLabels): HistoryChange[] {
  const label = (field: string, value: HistoryValue): string[] | undefined => {
    if (typeof value !== 'number') return undefined;
    if (field === 'typeId') {
      const type = labels.type(value);
      return type ? [...type] : undefined;
    }
    if (field === 'locationId') {
      const names = labels.locationNames(value);
      return names.length ? [...names] : undefined;
    }
    return undefined;
  };
  return changes.map((c) => {
    const fromLabel = label(c.field, c.from);
    const toLabel = label(c.field, c.to);
    return { ...c, ...(fromLabel && { fromLabel }), ...(toLabel && { toLabel }) };
  });
}

/** The ids whose labels an update's changes need (typeId and locationId values). */
export function labelledIds(changes: HistoryChange[]): {
  typeIds: number[];
  locationIds: number[];
} {
  const ids = (field: string) =>
    changes
      .filter((c) => c.field === field)
      .flatMap((c) => [c.from, c.to])
      .filter((v): v is number => typeof v === 'number');
  return { typeIds: ids('typeId'), locationIds: ids('locationId') };
}

/** An update's entries: a status change on its own, every other change as one "updated" entry. */
export function updateEntries(diff: HistoryChange[]): HistoryDraft[] {
  const status = diff.filter((c) => c.field === 'status');
  const others = diff.filter((c) => c.field !== 'status');
  return [
    ...(status.length ? [{ action: 'status_changed' as const, changes: status }] : []),
    ...(others.length ? [{ action: 'updated' as const, changes: others }] : []),
  ];
}

/** The entry of a device detached from a parent that was deleted. */
export function detachedEntry(parentNumber: string): HistoryDraft {
  return { action: 'updated', changes: [{ field: 'parentNumber', from: parentNumber, to: null }] };
}

/** A maintenance record as a body asks for it, before it is given its id and device. */
export type MaintenanceDraft = Omit<MaintenanceRecord, 'id' | 'deviceNumber'>;

/**
 * The record of POST /api/devices/{number}/maintenance: the body by the contract, its status
 * planned when dated after today and done else; work dated after today cannot be done.
 */
export function maintenanceDraft(body: unknown, today: string): Outcome<MaintenanceDraft> {
  const parsed = check(maintenanceCreateBody, body);
  if (!parsed.ok) return invalid(parsed.issues);
  const input = parsed.data;
  const status = input.status ?? (input.date > today ? 'planned' : 'done');
  if (status === 'done' && input.date > today)
    return invalid([{ path: 'status', key: 'futureWorkNotDone' }]);
  return ok({
    kind: input.kind,
    date: input.date,
    technician: input.technician,
    status,
    result: input.result ?? null,
    notes: input.notes ?? '',
    cost: input.cost ?? 0,
    downtimeHours: input.downtimeHours ?? 0,
  });
}

/** What a new maintenance record does to its device and the entry it writes. */
export interface MaintenanceEffect {
  entry: HistoryDraft;
  /** The device's inspection dates after it (unchanged unless the record moves them). */
  lastInspection: string | null;
  nextInspection: string | null;
}

/**
 * A done inspection no older than the last one moves lastInspection and nextInspection (by the
 * type's interval, 365 days when the type is gone); any other record is written as added.
 */
export function maintenanceEffect(
  device: Pick<Device, 'lastInspection' | 'nextInspection' | 'commissionDate'>,
  saved: MaintenanceDraft,
  intervalDays: number | undefined,
): MaintenanceEffect {
  const movesInspection =
    saved.kind === 'inspection' &&
    saved.status === 'done' &&
    (!device.lastInspection || saved.date >= device.lastInspection);
  if (!movesInspection)
    return {
      entry: {
        action: 'maintenance_added',
        changes: [
          { field: 'kind', from: null, to: saved.kind },
          { field: 'date', from: null, to: saved.date },
          { field: 'status', from: null, to: saved.status },
        ],
      },
      lastInspection: device.lastInspection,
      nextInspection: device.nextInspection,
    };
  const next = computeNextInspection(saved.date, device.commissionDate, intervalDays ?? 365);
  return {
    entry: {
      action: 'inspection_done',
      changes: [
        { field: 'lastInspection', from: device.lastInspection, to: saved.date },
        { field: 'nextInspection', from: device.nextInspection, to: next },
      ],
    },
    lastInspection: saved.date,
    nextInspection: next,
  };
}
