/**
 * The parts every report is drawn with, on the shared painter (../pdf/painter.ts): the head,
 * section headings, label–value rows, tables whose head repeats on each new page, and the foot
 * (page numbers and when it was made) (docs/domain/reports.md).
 */
import {
  BOTTOM,
  CONTENT_W,
  END,
  HEADING,
  M,
  MUTED,
  numberPages,
  PAGE_H,
  PAGE_W,
  PRIMARY,
  roomFor,
  type Painter,
  type TextStyle,
} from '../pdf/painter';

const ROW = 13;
const SMALL: TextStyle = { size: 9.5 };

/** The head of the first page: the report's title and what it is about; the y below. */
export function drawReportHead(p: Painter, title: string, subject: string): number {
  p.rect(0, 0, PAGE_W, 6, PRIMARY);
  const y = M + 14;
  p.text(title, M, y, { size: 18, bold: true, color: PRIMARY });
  let below = y + 20;
  for (const line of p.wrap(subject, CONTENT_W, { size: 12, bold: true })) {
    p.text(line, M, below, { size: 12, bold: true });
    below += 16;
  }
  p.rule(below);
  return below;
}

/** A section's heading, on a new page when the section's first `height` points would not fit. */
export function drawSection(p: Painter, heading: string, top: number, height = 40): number {
  const y = roomFor(p, top, height + 24) + 20;
  p.text(heading, M, y, { size: 12, bold: true, color: HEADING });
  return y + 8;
}

/** Lines of muted text (wrapped); the y below. */
export function drawParagraph(p: Painter, text: string, top: number, style = SMALL): number {
  let y = top;
  for (const line of p.wrap(text, CONTENT_W, style)) {
    y = roomFor(p, y, ROW);
    y += ROW;
    p.text(line, M, y, { color: MUTED, ...style });
  }
  return y;
}

/** Label and value pairs, the label at the start, the value beside it (wrapped); the y below. */
export function drawFields(
  p: Painter,
  pairs: ReadonlyArray<readonly [string, string]>,
  top: number,
  labelWidth = 150,
): number {
  let y = top;
  for (const [label, value] of pairs) {
    if (!value) continue;
    const lines = p.wrap(value, CONTENT_W - labelWidth, SMALL);
    y = roomFor(p, y, lines.length * ROW + 4);
    y += ROW;
    p.text(label, M, y, { ...SMALL, color: MUTED });
    lines.forEach((line, i) => p.text(line, M + labelWidth, y + i * ROW, SMALL));
    y += (lines.length - 1) * ROW;
  }
  return y;
}

/** A table's column: its heading, its share of the width, and its cells' alignment. */
export interface ReportColumn {
  heading: string;
  width: number;
  align?: 'start' | 'end';
}

function drawTableHead(p: Painter, columns: readonly ReportColumn[], top: number): number {
  p.rect(M, top, CONTENT_W, 20, [243, 242, 255]);
  let x = M + 6;
  for (const column of columns) {
    const at = column.align === 'end' ? x + column.width - 12 : x;
    p.text(column.heading, at, top + 14, { size: 9, bold: true, align: column.align });
    x += column.width;
  }
  return top + 20;
}

/**
 * Rows under a head that repeats at the top of every new page; a cell's text wraps within its
 * column. Widths are points and should add up to the content's width; the y below.
 */
export function drawTable(
  p: Painter,
  columns: readonly ReportColumn[],
  rows: ReadonlyArray<readonly string[]>,
  top: number,
): number {
  let y = drawTableHead(p, columns, roomFor(p, top + 6, 20 + 2 * ROW + 8));
  for (const row of rows) {
    const cells = row.map((cell, i) => p.wrap(cell, columns[i].width - 12, SMALL));
    const height = Math.max(1, ...cells.map((lines) => lines.length)) * ROW + 8;
    if (y + height > BOTTOM) {
      p.doc.addPage();
      y = drawTableHead(p, columns, M);
    }
    let x = M + 6;
    cells.forEach((lines, i) => {
      const column = columns[i];
      const at = column.align === 'end' ? x + column.width - 12 : x;
      lines.forEach((line, n) =>
        p.text(line, at, y + ROW + n * ROW, { ...SMALL, align: column.align }),
      );
      x += column.width;
    });
    y += height;
    p.rule(y);
  }
  return y;
}

/** Signature lines side by side: a label over a line to sign on; the y below. */
export function drawSignatures(p: Painter, labels: readonly string[], top: number): number {
  const y = roomFor(p, top, 70) + 46;
  const width = CONTENT_W / labels.length;
  labels.forEach((label, i) => {
    const start = M + i * width;
    p.line(start, y, start + width - 24);
    p.text(label, start, y + 14, { ...SMALL, color: MUTED });
  });
  return y + 20;
}

/** On every page: "Page 1 of 2" in the middle, when the report was made at the end. */
export function drawFoot(
  p: Painter,
  page: (page: number, pages: number) => string,
  generated: string,
): void {
  numberPages(p, page);
  for (let i = 1; i <= p.doc.getNumberOfPages(); i++) {
    p.doc.setPage(i);
    p.text(generated, END, PAGE_H - 22, { size: 8, color: MUTED, align: 'end' });
  }
}
