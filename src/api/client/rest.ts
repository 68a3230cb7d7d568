/**
 * The requests of a collection of records, written once. Every domain with a list and records
 * sent the same ones, differing only in the path and the types: its list (the parameters as the
 * query), one record at `path/{id}`, a body POSTed, changes PUT or PATCHed to a record, and a
 * DELETE of it. A domain module now names each call it has with its path and types; a request of
 * its own shape (a query built otherwise, a sub-resource) it still writes out.
 */
import { ifMatch, type QueryValue, type Requester } from './request';

/** A list's parameters as the query: each one optional, arrays repeated (see buildUrl). */
export type ListQuery = Record<string, QueryValue>;

const recordPath = (path: string, id: number) => `${path}/${id}`;

/**
 * The call types, named so that a domain's exports read as what they are (and keep their types'
 * names).
 */
export type ListCall<P, R> = (request: Requester, params?: P, signal?: AbortSignal) => Promise<R>;
export type RecordCall<T> = (request: Requester, id: number, signal?: AbortSignal) => Promise<T>;
export type PostCall<B, T> = (request: Requester, body: B) => Promise<T>;
export type ChangeCall<C, T> = (request: Requester, id: number, changes: C) => Promise<T>;
export type VersionedChangeCall<C, T> = (
  request: Requester,
  id: number,
  changes: C,
  version?: number,
) => Promise<T>;
export type DeleteCall = (request: Requester, id: number) => Promise<void>;
export type VersionedDeleteCall = (
  request: Requester,
  id: number,
  version?: number,
) => Promise<void>;

/** GET of the list at `path`; no parameters asks for the first page as the API sorts it. */
export function listCall<P extends ListQuery, R>(path: string): ListCall<P, R> {
  return (request, params, signal) => request<R>(path, { query: { ...params }, signal });
}

/** GET of one record, `path/{id}`. */
export function recordCall<T>(path: string): RecordCall<T> {
  return (request, id, signal) => request<T>(recordPath(path, id), { signal });
}

/**
 * POST of a body to `path` (a new record, an invitation); 400 field errors arrive as
 * `ApiError.fieldErrors`.
 */
export function postCall<B, T>(path: string): PostCall<B, T> {
  return (request, body) => request<T>(path, { method: 'POST', body });
}

/**
 * Changes of one record where the collection keeps versions: `version` (sent as If-Match) is the
 * one the changes are based on; a record changed since by someone else is not overwritten (412,
 * `isChangedElsewhere`). Without it the change is unconditional.
 */
export function versionedChangeCall<C, T>(
  path: string,
  method: 'PUT' | 'PATCH' = 'PUT',
): VersionedChangeCall<C, T> {
  return (request, id, changes, version) =>
    request<T>(recordPath(path, id), { method, body: changes, headers: ifMatch(version) });
}

/**
 * DELETE of one record; `version` as for versionedChangeCall (a record changed since is not
 * deleted).
 */
export function versionedDeleteCall(path: string): VersionedDeleteCall {
  return (request, id, version) =>
    request<void>(recordPath(path, id), { method: 'DELETE', headers: ifMatch(version) });
}

/**
 * Changes of one record of a collection without versions: the same request, never conditional
 * (no version to pass, so no If-Match is sent).
 */
export function changeCall<C, T>(path: string, method: 'PUT' | 'PATCH' = 'PUT'): ChangeCall<C, T> {
  return versionedChangeCall<C, T>(path, method);
}

/** DELETE of one record of a collection without versions. */
export function deleteCall(path: string): DeleteCall {
  return versionedDeleteCall(path);
}
