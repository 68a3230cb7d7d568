/**
 * Small validators for JSON bodies. Each records a message per field instead of throwing, so a
 * form can show every problem at once and a bad body is a 400, never a 500.
 */
import type { FieldErrors } from '../handlers/http';
import { isRecord } from '../handlers/http';
import { toInt } from '../query';

export class BodyReader {
  readonly errors: FieldErrors = {};
  readonly body: Record<string, unknown>;

  constructor(body: unknown) {
    this.body = isRecord(body) ? body : {};
  }

  /** Adds a message to a field. */
  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Non-blank text, trimmed. */
  requiredText(field: string, label = field): string {
    const value = this.body[field];
    if (typeof value !== 'string' || !value.trim()) {
      this.fail(field, `${label} is required`);
      return '';
    }
    return value.trim();
  }

  /** Text when present; a non-text value is an error. */
  optionalText(field: string): string | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      this.fail(field, `${field} must be text`);
      return undefined;
    }
    return value.trim();
  }

  /** One of `allowed` when present. */
  optionalEnum<T extends string>(field: string, allowed: readonly T[]): T | undefined {
    const value = this.body[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
      this.fail(field, `${field} must be one of: ${allowed.join(', ')}`);
      return undefined;
    }
    return value as T;
  }

  optionalBool(field: string): boolean | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') {
      this.fail(field, `${field} must be true or false`);
      return undefined;
    }
    return value;
  }

  /** A whole number (or numeric text) when present. */
  optionalInt(field: string): number | undefined {
    const value = this.body[field];
    if (value === undefined || value === null) return undefined;
    const n = toInt(value);
    if (n === undefined) this.fail(field, `${field} must be a whole number`);
    return n;
  }
}

/** A deliberately simple address check: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** A date the JS engine can read (ISO date or datetime). */
export function isDateText(value: string): boolean {
  return !Number.isNaN(Date.parse(value));
}

/** Next id of a list: largest id plus one, 1 when empty. */
export function nextId(rows: readonly { id: number }[]): number {
  let max = 0;
  for (const row of rows) if (row.id > max) max = row.id;
  return max + 1;
}

/** Reads a path id strictly: "12" → 12, anything else → undefined. */
export function pathId(value: unknown): number | undefined {
  return toInt(value);
}

/** Every value of a multi-valued parameter: repeated keys, comma lists or a JSON array body. */
export function listParam(source: URLSearchParams | Record<string, unknown>, key: string): string[] | undefined {
  const raw = source instanceof URLSearchParams ? (source.has(key) ? source.getAll(key) : undefined) : source[key];
  if (raw === undefined || raw === null) return undefined;
  const values = Array.isArray(raw) ? raw : [raw];
  return values
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}
