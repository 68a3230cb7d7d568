/**
 * Import calls of docs/domain/import.md. Thin: read the request, call the pure function in
 * `queries/imports.ts`. Who may import or undo: whoever may create devices. The body may be
 * larger than other writes' (20,000 rows), up to IMPORT_LIMITS.bodyBytes.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { isRecord } from '@/api/contract/common';
import { IMPORT_LIMITS } from '@/api/contract/imports';
import { failure } from '@/api/shared/outcome';

import { createImport, listImports, undoImport } from '../queries/imports';
import { asAllowedUser } from './device-guard';
import { api, type KitDbRef } from './http';
import { respond, searchParams } from './respond';

async function readImportBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > IMPORT_LIMITS.bodyBytes) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function importHandlers(db: KitDbRef): HttpHandler[] {
  return [
    http.post(
      api('/api/imports'),
      asAllowedUser(db, async ({ request, user }) => {
        const body = await readImportBody(request);
        if (body === undefined)
          return respond(failure('bodyTooLarge', 413, { max: IMPORT_LIMITS.bodyBytes / 1024 }));
        if (!isRecord(body)) return respond(failure('bodyNotObject', 400));
        return respond(createImport(db(), body, user));
      }),
    ),
    http.get(api('/api/imports'), ({ request }) =>
      HttpResponse.json(listImports(db(), searchParams(request))),
    ),
    http.delete(
      api('/api/imports/:id'),
      asAllowedUser(db, ({ params, user }) => respond(undoImport(db(), params.id, user))),
    ),
  ];
}
