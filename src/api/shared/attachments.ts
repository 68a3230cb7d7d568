/**
 * The attachment rules both targets apply (docs/domain/attachments.md): what a file is, decided
 * from its bytes by file-type's signatures (its browser-safe `core` entry: no Node import, loaded
 * on the first upload), never
 * from its name or the content type the client sent; the size limit; a program refused whatever
 * its name says; the location data taken out of a JPEG; a name safe to store and to send back in
 * Content-Disposition; the SHA-256 that proves the bytes read back are the bytes stored.
 */
import type { AbilityRule } from '@/api/types/auth';
import { can } from '@/auth/ability';
import { DEVICE_SUBJECT, WORK_ORDER_SUBJECT } from '@/auth/subjects';

import { attachmentOwnerFields, type AttachmentOwnerFields } from '../contract/attachments';
import {
  ATTACHMENT_CONTENT_TYPES,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_NAME_MAX,
  ATTACHMENT_OWNER_KINDS,
  type AttachmentKind,
  type AttachmentOwnerKind,
} from '../contract/attachments-values';
import { check } from '../contract/common';
import { failure, fieldInvalid, invalid, type Failure } from './outcome';

/** file-type's MIME types of the kinds accepted. */
const KIND_OF_MIME: Record<string, AttachmentKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/**
 * file-type's extensions of programs and the packages that install them: refused with their own
 * message, as a `.pdf` that is really one must say why it was refused.
 */
const PROGRAMS = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'wasm',
  'apk',
  'dex',
  'msi',
  'deb',
  'rpm',
  'cab',
  'lnk',
]);

/** What the bytes are: a kind accepted, or the refusal (413, 415, or 400 for no bytes). */
export type Sniffed = { ok: true; kind: AttachmentKind; contentType: string } | Failure;

/** 413 for a file over the limit (`max` in MB, as the message says it). */
export const attachmentTooLarge = (): Failure =>
  failure('attachmentTooLarge', 413, { max: ATTACHMENT_MAX_BYTES / (1024 * 1024) });

/** Control characters that no text export holds (tab, line feed, form feed, return are fine). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** The text of UTF-8 bytes without control characters, or null: an instrument's text export. */
function textOf(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return CONTROL.test(text) ? null : text;
  } catch {
    return null;
  }
}

/**
 * CSV when the first lines (at least two) hold the same number, one or more, of one delimiter
 * (comma, semicolon or tab: instruments write each); any other text is plain text.
 */
function isTable(text: string): boolean {
  const lines = text
    .split(/\r?\n/, 21)
    .slice(0, 20)
    .filter((line) => line.trim() !== '');
  if (lines.length < 2) return false;
  return [',', ';', '\t'].some((delimiter) => {
    const counts = lines.map((line) => line.split(delimiter).length - 1);
    return counts[0] > 0 && counts.every((count) => count === counts[0]);
  });
}

const accepted = (kind: AttachmentKind): Sniffed => ({
  ok: true,
  kind,
  contentType: ATTACHMENT_CONTENT_TYPES[kind],
});

/**
 * What the bytes are, from their signatures: a photo, a PDF, a spreadsheet, text or a table, or
 * a refusal. A file over the limit is refused before it is read.
 */
export async function sniffAttachment(bytes: Uint8Array): Promise<Sniffed> {
  if (bytes.byteLength > ATTACHMENT_MAX_BYTES) return attachmentTooLarge();
  if (bytes.byteLength === 0) return fieldInvalid('file', 'required');
  // Loaded on the first upload, not with the simulation: its first load has a size budget
  // (docs/performance.md).
  const { fileTypeFromBuffer } = await import('file-type/core');
  const type = await fileTypeFromBuffer(bytes);
  if (type) {
    if (PROGRAMS.has(type.ext)) return failure('attachmentExecutable', 415);
    const kind = KIND_OF_MIME[type.mime];
    return kind ? accepted(kind) : failure('attachmentKindRefused', 415);
  }
  const text = textOf(bytes);
  if (text === null) return failure('attachmentKindRefused', 415);
  return accepted(isTable(text) ? 'csv' : 'text');
}

/** The JPEG markers whose segments carry no length: TEM, RST0–7, SOI, EOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/** APP1 (EXIF, and XMP, which can repeat the GPS position) and APP13 (IPTC, which can name a place). */
const LOCATION_SEGMENTS = new Set([0xe1, 0xed]);

/**
 * The JPEG without its EXIF, XMP and IPTC segments, where cameras and phones write the GPS
 * position (and the device and time): every other segment and the image data are kept byte for
 * byte, so the picture is unchanged. The orientation tag goes with EXIF: a phone photo taken
 * sideways may show sideways. Bytes that are not a well-formed JPEG are returned as they are.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return bytes;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      // A fill byte before a marker.
      at += 1;
      continue;
    }
    if (standalone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return bytes;
    const end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
    if (end > bytes.length) return bytes;
    // From the start of scan on it is image data: kept whole.
    if (marker === 0xda) {
      kept.push(bytes.subarray(at));
      break;
    }
    if (!LOCATION_SEGMENTS.has(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of kept) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/**
 * A file name safe to store and send back: the last part of a path, without control characters,
 * in Unicode's composed form, at most ATTACHMENT_NAME_MAX characters (the extension kept); `file`
 * when nothing is left.
 */
export function safeAttachmentName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  if (!base) return 'file';
  if (base.length <= ATTACHMENT_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, ATTACHMENT_NAME_MAX - extension.length) + extension;
}

/**
 * `Content-Disposition` for a download of `name`: an ASCII fallback (other characters as `_`) and
 * the exact name as RFC 5987 `filename*` UTF-8, which every current browser reads.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\u0020-\u007e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The SHA-256 of the bytes, as lower-case hex (Web Crypto: the browser's and Node's). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A file as it is stored: its kind and content type, the bytes (a JPEG's location data out). */
export interface PreparedFile {
  name: string;
  kind: AttachmentKind;
  contentType: string;
  bytes: Uint8Array;
  size: number;
  sha256: string;
}

/**
 * The file as it is kept, or why not: its kind from the bytes, a JPEG's location data removed,
 * its size and SHA-256 of the bytes kept (what a download gives back).
 */
export async function prepareAttachment(
  name: string,
  bytes: Uint8Array,
): Promise<{ ok: true; file: PreparedFile } | Failure> {
  const sniffed = await sniffAttachment(bytes);
  if (!sniffed.ok) return sniffed;
  const kept = sniffed.kind === 'jpeg' ? stripJpegMetadata(bytes) : bytes;
  return {
    ok: true,
    file: {
      name: safeAttachmentName(name),
      kind: sniffed.kind,
      contentType: sniffed.contentType,
      bytes: kept,
      size: kept.byteLength,
      sha256: await sha256Hex(kept),
    },
  };
}

/** The subject whose `update` lets a session attach files to an owner of this kind. */
export const OWNER_SUBJECTS: Record<AttachmentOwnerKind, string> = {
  device: DEVICE_SUBJECT,
  workOrder: WORK_ORDER_SUBJECT,
};

/** Whether the rules let a session attach files to an owner of `kind` (it may change the owner). */
export const mayAttachTo = (rules: readonly AbilityRule[], kind: AttachmentOwnerKind) =>
  can(rules, 'update', OWNER_SUBJECTS[kind]);

/**
 * Whether the session may upload or delete any file at all: it may change some owner (and so have
 * uploaded), or delete one. A session that may not is refused 403 before the request is read.
 */
export const mayHandleAttachments = (rules: readonly AbilityRule[]) =>
  ATTACHMENT_OWNER_KINDS.some(
    (kind) => mayAttachTo(rules, kind) || can(rules, 'delete', OWNER_SUBJECTS[kind]),
  );

/** Whether the user may delete this file: they uploaded it, or may delete its owner (the admin). */
export const mayDeleteAttachment = (
  user: { id: number; abilityRules: readonly AbilityRule[] },
  file: { uploadedBy: { id: number }; owner: { kind: AttachmentOwnerKind } },
) =>
  file.uploadedBy.id === user.id ||
  can(user.abilityRules, 'delete', OWNER_SUBJECTS[file.owner.kind]);

/** An upload's parts as both targets read them: text fields by name, and the file parts. */
export interface UploadParts {
  fields: Record<string, string>;
  files: { field: string; name: string; bytes: Uint8Array }[];
}

/**
 * The owner and the one file of an upload, or its 400: the owner's fields by the contract (an
 * unknown field refused by name), `file` required, once.
 */
export function readUpload(
  parts: UploadParts,
): { ok: true; owner: AttachmentOwnerFields; name: string; bytes: Uint8Array } | Failure {
  const checked = check(attachmentOwnerFields, parts.fields);
  const issues = checked.ok ? [] : [...checked.issues];
  const files = parts.files.filter((file) => file.field === 'file');
  for (const other of parts.files.filter((file) => file.field !== 'file'))
    issues.push({ path: other.field, key: 'unknownField' });
  if (files.length !== 1) issues.push({ path: 'file', key: 'required' });
  if (issues.length || !checked.ok) return invalid(issues);
  return { ok: true, owner: checked.data, name: files[0].name, bytes: files[0].bytes };
}
