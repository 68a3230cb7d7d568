/**
 * The attachment calls (docs/domain/attachments.md) with the simulation's rules
 * (src/api/shared/attachments.ts): the session first (401, 403 for one that may change no owner),
 * the multipart form streamed by @fastify/multipart with the 10 MB limit enforced while it is read
 * (a larger part stops there: 413), the fields and the owner checked, the kind decided from the
 * bytes, a JPEG's location data removed, then one transaction. Nothing the client says of the file
 * (its content type) is kept; its name only as a safe name.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

import { attachmentListQuery } from '../../src/api/contract/attachments';
import { ATTACHMENT_MAX_BYTES } from '../../src/api/contract/attachments-values';
import { check } from '../../src/api/contract/common';
import {
  attachmentTooLarge,
  contentDisposition,
  mayAttachTo,
  mayDeleteAttachment,
  mayHandleAttachments,
  prepareAttachment,
  readUpload,
  type UploadParts,
} from '../../src/api/shared/attachments';
import {
  failure,
  invalid,
  noContent,
  notFound,
  ok,
  type Failure,
} from '../../src/api/shared/outcome';
import {
  deleteAttachmentRow,
  findAttachment,
  findAttachmentContent,
  insertAttachment,
  listAttachmentRows,
  ownerExists,
} from '../attachments/sql';
import type { SessionUser } from '../auth/sessions';
import type { Database } from '../db/schema';
import { send } from '../http/answer';
import type { Guard } from '../http/guard';
import { searchParamsOf } from '../http/query';

export interface AttachmentRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  guard: Guard;
}

type IdParams = { Params: { id: string } };

/**
 * A part's file name as the browser meant it: the HTML standard's multipart encoding writes a
 * quote, a line feed and a carriage return in it as %22, %0A and %0D, which fetch's own form
 * reader (the simulation's) turns back and busboy does not.
 */
const sentName = (name: string) =>
  name.replace(/%(22|0A|0D)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The parts of a multipart body (anything else reads as an empty form); a file over the limit fails. */
async function partsOf(request: FastifyRequest): Promise<UploadParts | Failure> {
  const parts: UploadParts = { fields: {}, files: [] };
  if (!request.isMultipart()) return parts;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file')
        parts.files.push({
          field: part.fieldname,
          name: sentName(part.filename),
          bytes: new Uint8Array(await part.toBuffer()),
        });
      else parts.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return attachmentTooLarge();
    throw error;
  }
  return parts;
}

export async function attachmentRoutes(
  app: FastifyInstance,
  { db, now, guard }: AttachmentRouteOptions,
): Promise<void> {
  await app.register(multipart, {
    // The limit holds while the part streams in: the rest of a larger file is never kept.
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 4, fields: 8, fieldSize: 1024, parts: 12 },
  });

  /** The session's user when it may upload or delete some file; else the 401 or 403. */
  const sessionFor = async (request: FastifyRequest): Promise<SessionUser | Failure> => {
    const user = await guard.userOf(request);
    if (!user) return failure('signInAgain', 401);
    return mayHandleAttachments(user.abilityRules) ? user : failure('notAllowedChange', 403);
  };
  const refused = (value: SessionUser | Failure): value is Failure => 'ok' in value;

  app.get('/api/attachments', async (request, reply) => {
    const source = searchParamsOf(request);
    const checked = check(attachmentListQuery, {
      ownerKind: source.get('ownerKind') ?? undefined,
      owner: source.get('owner') ?? undefined,
    });
    if (!checked.ok) return send(reply, invalid(checked.issues));
    const number = checked.data.owner.trim().toUpperCase();
    if (!(await ownerExists(db, checked.data.ownerKind, number)))
      return send(reply, notFound('attachmentOwnerNotFound'));
    const attachments = await listAttachmentRows(db, checked.data.ownerKind, number);
    return send(reply, ok({ attachments, total: attachments.length }));
  });

  app.post('/api/attachments', async (request, reply) => {
    const user = await sessionFor(request);
    if (refused(user)) return send(reply, user);
    const parts = await partsOf(request);
    if ('ok' in parts) return send(reply, parts);
    const upload = readUpload(parts);
    if (!upload.ok) return send(reply, upload);
    const owner = { kind: upload.owner.ownerKind, number: upload.owner.owner.trim().toUpperCase() };
    if (!(await ownerExists(db, owner.kind, owner.number)))
      return send(reply, notFound('attachmentOwnerNotFound'));
    if (!mayAttachTo(user.abilityRules, owner.kind))
      return send(reply, failure('notAllowedChange', 403));
    const prepared = await prepareAttachment(upload.name, upload.bytes);
    if (!prepared.ok) return send(reply, prepared);
    const record = await insertAttachment(db, owner, prepared.file, user, now().toISOString());
    return send(reply, { ok: true, status: 201, value: record });
  });

  app.get<IdParams>('/api/attachments/:id/content', async (request, reply: FastifyReply) => {
    const content = await findAttachmentContent(db, request.params.id);
    if (!content) return send(reply, notFound('attachmentNotFound'));
    return reply
      .code(200)
      .header('Content-Type', content.record.contentType)
      .header('Content-Disposition', contentDisposition(content.record.name))
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(content.bytes));
  });

  app.delete<IdParams>('/api/attachments/:id', async (request, reply) => {
    const user = await sessionFor(request);
    if (refused(user)) return send(reply, user);
    const record = await findAttachment(db, request.params.id);
    if (!record) return send(reply, notFound('attachmentNotFound'));
    if (!mayDeleteAttachment(user, record)) return send(reply, failure('attachmentNotYours', 403));
    await deleteAttachmentRow(db, record.id, user);
    return send(reply, noContent());
  });
}
