/**
 * Attachment calls of docs/domain/attachments.md over the simulation's attachment store
 * (src/api/mock/attachments): the owner must exist (a register device or a work order), the bytes
 * are judged and prepared by the shared rules (src/api/shared/attachments.ts), a write that the
 * store refuses is a 507 with nothing kept.
 */
import {
  attachmentListQuery,
  type Attachment,
  type AttachmentListResponse,
  type AttachmentOwnerFields,
} from '@/api/contract/attachments';
import type { LoginUser } from '@/api/contract/auth';
import { check } from '@/api/contract/common';
import {
  mayAttachTo,
  mayDeleteAttachment,
  prepareAttachment,
  readUpload,
  type UploadParts,
} from '@/api/shared/attachments';
import {
  created,
  failure,
  invalid,
  noContent,
  notFound,
  ok,
  type Failure,
  type Outcome,
} from '@/api/shared/outcome';
import { param, type ParamSource } from '@/api/shared/params';

import { attachmentStoreOf } from '../attachments/store';
import type { KitDb } from '../db';
import { findVisible } from './devices';
import { writeStamp } from './records';
import { findOrder } from './work-orders';

/**
 * A version 4 UUID from Math.random: an id names a file, it guards nothing (reads are open, as a
 * device's documents are), and the OpenAPI examples, made with a seeded Math.random, stay the same
 * from run to run.
 */
function newId(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The owner as stored (numbers upper-cased), or the 404 when there is none. */
function ownerOf(db: KitDb, fields: AttachmentOwnerFields): AttachmentOwnerFields | Failure {
  const number = fields.owner.trim().toUpperCase();
  const exists =
    fields.ownerKind === 'device'
      ? findVisible(db, number, { seesDeleted: false }) !== undefined
      : findOrder(db, number) !== undefined;
  return exists
    ? { ownerKind: fields.ownerKind, owner: number }
    : notFound('attachmentOwnerNotFound');
}

const newestFirst = (a: Attachment, b: Attachment) =>
  b.uploadedAt.localeCompare(a.uploadedAt) ||
  a.name.localeCompare(b.name) ||
  a.id.localeCompare(b.id);

/** GET /api/attachments?ownerKind&owner: the owner's files, newest first. */
export async function listAttachments(
  db: KitDb,
  source: ParamSource,
): Promise<Outcome<AttachmentListResponse>> {
  const checked = check(attachmentListQuery, {
    ownerKind: param(source, 'ownerKind'),
    owner: param(source, 'owner'),
  });
  if (!checked.ok) return invalid(checked.issues);
  const owner = ownerOf(db, checked.data);
  if ('ok' in owner) return owner;
  const files = await attachmentStoreOf(db).list(owner.ownerKind, owner.owner);
  return ok({ attachments: files.sort(newestFirst), total: files.length });
}

/** Why a store refused a write: its quota, or no storage at all. */
const storageFailure = (error: unknown): Failure =>
  failure(
    error instanceof DOMException && error.name === 'QuotaExceededError'
      ? 'storageFull'
      : 'storageUnavailable',
    507,
  );

/** POST /api/attachments: the owner checked, the file judged by its bytes, then stored whole. */
export async function uploadAttachment(
  db: KitDb,
  parts: UploadParts,
  user: LoginUser,
): Promise<Outcome<Attachment>> {
  const upload = readUpload(parts);
  if (!upload.ok) return upload;
  const owner = ownerOf(db, upload.owner);
  if ('ok' in owner) return owner;
  if (!mayAttachTo(user.abilityRules, owner.ownerKind)) return failure('notAllowedChange', 403);
  const prepared = await prepareAttachment(upload.name, upload.bytes);
  if (!prepared.ok) return prepared;
  const { file } = prepared;
  const record: Attachment = {
    id: newId(),
    name: file.name,
    kind: file.kind,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
    owner: { kind: owner.ownerKind, number: owner.owner },
    uploadedBy: { id: user.id, name: user.fullName },
    uploadedAt: writeStamp(db),
  };
  try {
    await attachmentStoreOf(db).put(record, file.bytes);
  } catch (error) {
    return storageFailure(error);
  }
  return created(record);
}

/** GET /api/attachments/{id}/content: the record and the bytes stored. */
export async function attachmentContent(
  db: KitDb,
  id: unknown,
): Promise<Outcome<{ record: Attachment; bytes: Uint8Array }>> {
  const store = attachmentStoreOf(db);
  const record = typeof id === 'string' ? await store.get(id) : undefined;
  const bytes = record && (await store.bytes(record.id));
  return record && bytes ? ok({ record, bytes }) : notFound('attachmentNotFound');
}

/** DELETE /api/attachments/{id}: by its uploader, or a session that may delete its owner. */
export async function deleteAttachment(
  db: KitDb,
  id: unknown,
  user: LoginUser,
): Promise<Outcome<null>> {
  const store = attachmentStoreOf(db);
  const record = typeof id === 'string' ? await store.get(id) : undefined;
  if (!record) return notFound('attachmentNotFound');
  if (!mayDeleteAttachment(user, record)) return failure('attachmentNotYours', 403);
  try {
    await store.remove(record.id);
  } catch (error) {
    return storageFailure(error);
  }
  return noContent();
}
