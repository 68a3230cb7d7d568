/**
 * Files for the attachment tests, made here byte by byte: a JPEG whose EXIF holds a GPS position
 * (as a phone writes it), padded to any size; a PDF; a Windows program; text and tables.
 */

/** A little-endian TIFF (EXIF) block: IFD0 pointing to a GPS IFD at 48.8584 N, 2.2945 E. */
function exifWithGps(): Uint8Array {
  const buffer = new ArrayBuffer(128);
  const view = new DataView(buffer);
  const bytes = new Uint8Array(buffer);
  bytes.set([0x49, 0x49], 0); // "II": little endian
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true); // IFD0 at 8
  // IFD0: one entry, GPSInfo (0x8825) → the GPS IFD at 26.
  view.setUint16(8, 1, true);
  view.setUint16(10, 0x8825, true);
  view.setUint16(12, 4, true); // LONG
  view.setUint32(14, 1, true);
  view.setUint32(18, 26, true);
  view.setUint32(22, 0, true); // no next IFD
  // GPS IFD at 26: four entries (2 + 4 × 12 + 4 = 54 bytes), values from 80.
  view.setUint16(26, 4, true);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    view.setUint32(at + 8, value, true);
  };
  entry(28, 1, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(40, 2, 5, 3, 80); // GPSLatitude, three rationals at 80
  entry(52, 3, 2, 2, 0x45); // GPSLongitudeRef "E"
  entry(64, 4, 5, 3, 104); // GPSLongitude at 104
  view.setUint32(76, 0, true);
  const rationals = (at: number, values: [number, number][]) =>
    values.forEach(([n, d], i) => {
      view.setUint32(at + i * 8, n, true);
      view.setUint32(at + i * 8 + 4, d, true);
    });
  rationals(80, [
    [48, 1],
    [51, 1],
    [3024, 100],
  ]);
  rationals(104, [
    [2, 1],
    [17, 1],
    [4020, 100],
  ]);
  return bytes;
}

const segment = (marker: number, payload: Uint8Array) => {
  const out = new Uint8Array(4 + payload.length);
  out.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  out.set(payload, 4);
  return out;
};

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * A JPEG of `size` bytes (at least 200): SOI, APP0 JFIF, APP1 EXIF with GPS, a quantisation
 * table, a start of scan and pseudo-random scan data (no 0xFF, so no marker inside), EOI.
 */
export function jpegWithGps(size = 2048): Uint8Array {
  const exif = concat(new TextEncoder().encode('Exif\0\0'), exifWithGps());
  const jfif = new Uint8Array([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const head = concat(
    new Uint8Array([0xff, 0xd8]),
    segment(0xe0, jfif),
    segment(0xe1, exif),
    segment(0xdb, new Uint8Array(65).fill(1)),
    segment(0xda, new Uint8Array([1, 1, 0, 0, 0x3f, 0])),
  );
  const data = new Uint8Array(Math.max(size - head.length - 2, 16));
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = seed % 0xfe;
  }
  return concat(head, data, new Uint8Array([0xff, 0xd9]));
}

/** A small valid PDF. */
export function pdfBytes(): Uint8Array {
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The start of a Windows program (MZ header pointing to a PE header), as a `.pdf` would hide it. */
export function windowsProgram(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a], 0); // "MZ"
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true);
  bytes.set([0x50, 0x45, 0, 0], 0x80); // "PE\0\0"
  return bytes;
}

/** An instrument's table export. */
export const CSV_EXPORT =
  'time;phase;resistance_mohm\n2026-06-01T10:00;L1;41.2\n2026-06-01T10:00;L2;40.8\n';

/** Bytes as an ArrayBuffer-backed Uint8Array (what Blob and File take in strict TypeScript). */
export const blobPart = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;
