/**
 * A host's code against the client generated from the document (openapi-typescript types,
 * openapi-fetch): compiled by `tsc` in strict mode by tests/unit/openapi-tools.test.ts, after it
 * writes generated/openapi.ts from src/api/openapi.json. When a path, a parameter, a body field
 * or an answer's field used here leaves the document or changes its type, this stops compiling.
 */
import createClient from 'openapi-fetch';

import type { components, paths } from './generated/openapi';

type Device = components['schemas']['DeviceDetail'];

export const client = createClient<paths>({ baseUrl: '/' });

/** Signs in and returns the token to send as Bearer, or the refusal's message. */
export async function signIn(
  email: string,
  password: string,
): Promise<{ token: string } | { refused: string }> {
  const { data, error } = await client.POST('/api/auth/login', { body: { email, password } });
  if (data) return { token: data.accessToken };
  return {
    refused: 'message' in error ? String(error.message) : Object.keys(error.errors).join(', '),
  };
}

/** One device by its number (undefined when there is none). */
export async function device(number: string): Promise<Device | undefined> {
  const { data } = await client.GET('/api/devices/{number}', { params: { path: { number } } });
  return data;
}

/** The names of the devices in fault, a page of five, the most overdue first. */
export async function devicesInFault(): Promise<string[]> {
  const { data } = await client.GET('/api/devices', {
    params: {
      query: { status: ['fault'], sortBy: 'nextInspection', orderBy: 'desc', itemsPerPage: 5 },
    },
  });
  return (data?.devices ?? []).map((row) => row.name);
}

/** Records a maintenance job on a device as the signed-in admin. */
export async function recordInspection(
  token: string,
  number: string,
  technician: string,
): Promise<number | undefined> {
  const { data } = await client.POST('/api/devices/{number}/maintenance', {
    params: { path: { number } },
    headers: { Authorization: `Bearer ${token}` },
    body: { kind: 'inspection', date: '2026-06-10', technician, result: 'pass' },
  });
  return data?.id;
}
