/**
 * Attachments in SQL (docs/domain/attachments.md, migration 0012): the owner's existence, the
 * list of one owner by its index, one file's row with or without its bytes, insert and delete
 * with their audit entries in the same transaction.
 */
import type { Kysely, Selectable } from 'kysely';

import type { Attachment } from '../../src/api/contract/attachments';
import type {
  AttachmentKind,
  AttachmentOwnerKind,
} from '../../src/api/contract/attachments-values';
import type { PreparedFile } from '../../src/api/shared/attachments';
import { writeAudit } from '../audit';
import type { Database } from '../db/schema';

const RECORD_COLUMNS = [
  'id',
  'owner_kind',
  'owner_number',
  'name',
  'kind',
  'content_type',
  'size',
  'sha256',
  'uploaded_by',
  'uploaded_by_name',
  'uploaded_at',
] as const;

type RecordRow = Omit<Selectable<Database['attachments']>, 'content'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const recordOf = (row: RecordRow): Attachment => ({
  id: row.id,
  name: row.name,
  kind: row.kind as AttachmentKind,
  contentType: row.content_type,
  size: row.size,
  sha256: row.sha256,
  owner: { kind: row.owner_kind as AttachmentOwnerKind, number: row.owner_number },
  uploadedBy: { id: row.uploaded_by, name: row.uploaded_by_name },
  uploadedAt: new Date(row.uploaded_at).toISOString(),
});

/** Whether the owner exists: a register device (not deleted) or a work order. */
export async function ownerExists(
  db: Kysely<Database>,
  kind: AttachmentOwnerKind,
  number: string,
): Promise<boolean> {
  const row =
    kind === 'device'
      ? await db
          .selectFrom('devices')
          .select('number')
          .where('number', '=', number)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : await db
          .selectFrom('work_orders')
          .select('number')
          .where('number', '=', number)
          .executeTakeFirst();
  return row !== undefined;
}

/** The owner's files, newest first, ties by name then id. */
export async function listAttachmentRows(
  db: Kysely<Database>,
  kind: AttachmentOwnerKind,
  number: string,
): Promise<Attachment[]> {
  const rows = await db
    .selectFrom('attachments')
    .select(RECORD_COLUMNS)
    .where('owner_kind', '=', kind)
    .where('owner_number', '=', number)
    .orderBy('uploaded_at', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(recordOf);
}

/** One file's record, or undefined (an id that is no UUID finds nothing). */
export async function findAttachment(
  db: Kysely<Database>,
  id: string,
): Promise<Attachment | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .selectFrom('attachments')
    .select(RECORD_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && recordOf(row);
}

/** One file's record with its bytes. */
export async function findAttachmentContent(
  db: Kysely<Database>,
  id: string,
): Promise<{ record: Attachment; bytes: Uint8Array } | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await db
    .selectFrom('attachments')
    .select([...RECORD_COLUMNS, 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { record: recordOf(row), bytes: row.content };
}

/** Stores a prepared file for `owner`, with its audit entry, in one transaction. */
export async function insertAttachment(
  db: Kysely<Database>,
  owner: { kind: AttachmentOwnerKind; number: string },
  file: PreparedFile,
  user: { id: number; fullName: string },
  at: string,
): Promise<Attachment> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('attachments')
      .values({
        id: crypto.randomUUID(),
        owner_kind: owner.kind,
        owner_number: owner.number,
        name: file.name,
        kind: file.kind,
        content_type: file.contentType,
        size: file.size,
        sha256: file.sha256,
        content: file.bytes,
        uploaded_by: user.id,
        uploaded_by_name: user.fullName,
        uploaded_at: at,
      })
      .returning(RECORD_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, user, 'uploadAttachment', row.id);
    return recordOf(row);
  });
}

/** Removes a file, with its audit entry. */
export async function deleteAttachmentRow(
  db: Kysely<Database>,
  id: string,
  user: { id: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('attachments').where('id', '=', id).execute();
    await writeAudit(trx, user, 'deleteAttachment', id);
  });
}
