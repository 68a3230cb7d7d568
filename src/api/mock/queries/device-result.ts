/**
 * What a device-domain query answers: a value with its status, field errors (400) or a
 * message (404, 409). Handlers turn it into a response; tests read it directly.
 */
import type { FieldErrors } from '../handlers/http';

export type Outcome<T> =
  | { ok: true; status: 200 | 201; value: T }
  | { ok: true; status: 204; value: null }
  | { ok: false; status: 400; errors: FieldErrors }
  | { ok: false; status: 404 | 409; message: string };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, status: 200, value });
export const created = <T>(value: T): Outcome<T> => ({ ok: true, status: 201, value });
export const noContent = <T>(): Outcome<T> => ({ ok: true, status: 204, value: null });
export const invalid = <T>(errors: FieldErrors): Outcome<T> => ({ ok: false, status: 400, errors });
export const notFound = <T>(message: string): Outcome<T> => ({ ok: false, status: 404, message });
export const conflict = <T>(message: string): Outcome<T> => ({ ok: false, status: 409, message });

export const DEVICE_NOT_FOUND = 'Device not found';
export const DEVICE_TYPE_NOT_FOUND = 'Device type not found';
export const DEVICE_TYPE_IN_USE = 'Device type is in use';
export const LOCATION_NOT_FOUND = 'Location not found';
export const LOCATION_HAS_DEVICES = 'Location still holds devices: move or delete them first';
export const LOCATION_HAS_CHILDREN = 'Location still has child locations: move or delete them first';

/** Collects field errors as a form shows them: several messages per field. */
export class ErrorBag {
  readonly errors: FieldErrors = {};
  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
  has(field?: string): boolean {
    return field ? field in this.errors : Object.keys(this.errors).length > 0;
  }
}

/** Every value of a list parameter: repeated (`status=a&status=b`), comma-separated, or an array. */
export function listValues(source: URLSearchParams | Record<string, unknown>, key: string): string[] {
  const raw: unknown[] = source instanceof URLSearchParams ? source.getAll(key) : ([] as unknown[]).concat(source[key] ?? []);
  return raw
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [String(v)] : []))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Time of a write: the real clock, but never before the simulation's "now", so what a user
 * changes sorts after the samples (which are all dated up to `db.meta.now`).
 */
export function writeStamp(db: { meta: { now: string } }): string {
  return new Date(Math.max(Date.now(), Date.parse(db.meta.now) || 0)).toISOString();
}

/** A trimmed text field: undefined when absent, null when present but not text. */
export function textField(body: Record<string, unknown>, key: string): string | null | undefined {
  if (!(key in body) || body[key] === undefined) return undefined;
  const value = body[key];
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * One of `allowed`, or undefined with "<Label> is required" (missing or empty) or
 * "Unknown <label>" recorded on `field`. Shared by every enum of the device forms.
 */
export function enumField<T extends string>(errors: ErrorBag, field: string, value: unknown, allowed: readonly T[], label: string): T | undefined {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  errors.add(field, value === undefined || value === '' ? `${label} is required` : `Unknown ${label.toLowerCase()}`);
  return undefined;
}

/** The `name` of a type or location: required, at most 80 characters. Undefined when absent on an update. */
export function nameField(errors: ErrorBag, body: Record<string, unknown>, creating: boolean): string | undefined {
  const name = textField(body, 'name');
  if (name === undefined && !creating) return undefined;
  if (!name) errors.add('name', 'Name is required');
  else if (name.length > 80) errors.add('name', 'Name must be at most 80 characters');
  else return name;
  return undefined;
}

/** A finite number from a number or numeric text; undefined otherwise. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}
