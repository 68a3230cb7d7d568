/**
 * How a list call's parameters are read, by any target (the simulation, the server): a list
 * parameter takes every value (repeated or comma list), any other the first, and the contract's
 * schema gives the fallbacks of docs/spec.md §5. Pure.
 */
import type { z } from 'zod';

/** Anything a handler reads parameters from: the URL's search params or a parsed JSON body. */
export type ParamSource = URLSearchParams | Record<string, unknown>;

/** The raw value of one parameter (first occurrence for URLSearchParams). */
export function param(source: ParamSource, key: string): unknown {
  if (source instanceof URLSearchParams) return source.has(key) ? source.get(key) : undefined;
  return source[key];
}

/** Text or the fallback: a non-text value (number, object, missing) becomes `fallback` (§5). */
export function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A trimmed text parameter. */
export function textParam(source: ParamSource, key: string, fallback = ''): string {
  return text(param(source, key), fallback).trim();
}

/**
 * Every value of a multi-valued parameter: repeated keys (`status=a&status=b`), comma lists or
 * a JSON array; undefined when the parameter is absent.
 */
export function listParam(source: ParamSource, key: string): string[] | undefined {
  const raw: unknown =
    source instanceof URLSearchParams
      ? source.has(key)
        ? source.getAll(key)
        : undefined
      : source[key];
  if (raw === undefined || raw === null) return undefined;
  return ([] as unknown[])
    .concat(raw)
    .flatMap((v) =>
      typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [String(v)] : [],
    )
    .map((v) => v.trim())
    .filter(Boolean);
}

/** True when a parameter's schema takes a list (repeated or comma-separated values). */
function takesList(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  const inner = def.innerType ?? def.out;
  return def.type === 'array' || (inner !== undefined && takesList(inner));
}

/**
 * A call's parameters read with its contract schema: a list parameter gets every value, any
 * other the first. The schemas of list calls fall back rather than fail (SPEC §5).
 */
export function readParams<S extends z.ZodObject>(schema: S, source: ParamSource): z.output<S> {
  const raw = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      takesList(field) ? listParam(source, key) : param(source, key),
    ]),
  );
  return schema.parse(raw) as z.output<S>;
}

/** The words of a text query, lower-cased: each must occur in one of the searched fields (§5). */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}
