/**
 * Drawing on a PDF page in the reader's language and direction, shared by every document the kit
 * makes in the browser (the invoice, the reports: docs/domain/reports.md). jsPDF itself is loaded
 * by `newPdf`, on the click that asks for a document. Text the PDF's built-in fonts can write
 * (English, French) is real, selectable text; text they cannot (Chinese, Arabic, a name in another
 * script) is drawn by the browser into a picture at four times the print resolution, so nothing
 * prints as question marks and the browser shapes Arabic and orders bidirectional text itself.
 */
import type { jsPDF as JsPdf } from 'jspdf';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
/** The page margin. */
export const M = 40;
export const PRIMARY: [number, number, number] = [115, 103, 240];
export const HEADING: [number, number, number] = [68, 64, 80];
export const MUTED: [number, number, number] = [128, 124, 140];
export const LINE: [number, number, number] = [219, 218, 222];

/**
 * Characters the PDF's standard fonts can write (Windows-1252). Anything else goes through the
 * browser as a picture.
 */
const WIN_ANSI_CLASS =
  '\\u0020-\\u007E\\u00A0-\\u00FF\\u20AC\\u201A\\u0192\\u201E\\u2026\\u2020\\u2021\\u02C6\\u2030\\u0160\\u2039\\u0152\\u017D\\u2018\\u2019\\u201C\\u201D\\u2022\\u2013\\u2014\\u02DC\\u2122\\u0161\\u203A\\u0153\\u017E\\u0178\\n';
const WIN_ANSI = new RegExp(`^[${WIN_ANSI_CLASS}]*$`);
/** Runs of what the standard fonts can write, and of what they cannot. */
const RUNS = new RegExp(`[${WIN_ANSI_CLASS}]+|[^${WIN_ANSI_CLASS}]+`, 'g');

/**
 * Spaces the standard fonts lack (French groups digits with a narrow no-break space) as a no-break
 * space.
 */
const plain = (text: string) => text.replace(/[\u202F\u2009\u2007]/g, '\u00A0');

const RTL_CHARS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

export type Align = 'start' | 'end' | 'center';
export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: [number, number, number];
  align?: Align;
}

/**
 * Draws on a jsPDF page in logical coordinates: x from the start edge (left in ltr, right in rtl).
 */
export class Painter {
  private readonly canvas =
    typeof document === 'undefined' ? null : document.createElement('canvas');
  constructor(
    readonly doc: JsPdf,
    private readonly rtl: boolean,
  ) {}

  /** The physical x of a logical one. */
  private x(x: number): number {
    return this.rtl ? PAGE_W - x : x;
  }

  private physicalAlign(align: Align): 'left' | 'right' | 'center' {
    if (align === 'center') return 'center';
    return (align === 'start') !== this.rtl ? 'left' : 'right';
  }

  /** Whether the standard fonts can write it (else the browser draws it, where there is one). */
  private vector(text: string): boolean {
    return WIN_ANSI.test(plain(text));
  }

  private font(style: TextStyle): string {
    return `${style.bold ? 600 : 400} ${(style.size ?? 10) * 4}px "Public Sans", "Noto Sans CJK SC", "Noto Sans SC", "Noto Sans Arabic", "DejaVu Sans", sans-serif`;
  }

  /**
   * The runs a line is written in: the whole line when the standard fonts can write it or when it
   * holds right-to-left text (the browser orders that as a whole); otherwise runs of real text
   * between pictures of what the fonts lack, so "ΔT 18 °C > 15 °C" stays mostly selectable text.
   */
  private runs(text: string): string[] {
    if (this.vector(text) || RTL_CHARS.test(text)) return [text];
    return plain(text).match(RUNS) ?? [text];
  }

  private runWidth(run: string, style: TextStyle): number {
    if (this.vector(run) || !this.canvas) {
      this.doc.setFont('helvetica', style.bold ? 'bold' : 'normal');
      this.doc.setFontSize(style.size ?? 10);
      return this.doc.getTextWidth(plain(run));
    }
    const ctx = this.canvas!.getContext('2d')!;
    ctx.font = this.font(style);
    return (Math.ceil(ctx.measureText(run).width) + 4) / 4;
  }

  /** Width of a text in points. */
  width(text: string, style: TextStyle = {}): number {
    return this.runs(text).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  /**
   * Lines of at most `max` points: by words, and by characters where a word (or a CJK run) is
   * longer.
   */
  wrap(text: string, max: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/(?<=\s)/)) {
        if (this.width(line + word, style) <= max) {
          line += word;
          continue;
        }
        if (line) lines.push(line.trimEnd());
        line = '';
        for (const ch of Array.from(word)) {
          if (line && this.width(line + ch, style) > max) {
            lines.push(line);
            line = '';
          }
          line += ch;
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** One line of text with its baseline at `y`. */
  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    if (!text) return;
    const align = this.physicalAlign(style.align ?? 'start');
    const px = this.x(x);
    const runs = this.runs(text);
    if (runs.length === 1 && this.vector(text)) {
      this.vectorRun(text, px, y, align, style);
      return;
    }
    const widths = runs.map((run) => this.runWidth(run, style));
    const total = widths.reduce((a, b) => a + b, 0);
    let left = align === 'right' ? px - total : align === 'center' ? px - total / 2 : px;
    runs.forEach((run, i) => {
      // Without a browser (a test in Node) the run is written as it is, for what a reader finds.
      if (this.vector(run) || !this.canvas) this.vectorRun(run, left, y, 'left', style);
      else this.pictureRun(run, left, y, style);
      left += widths[i];
    });
  }

  private vectorRun(
    run: string,
    px: number,
    y: number,
    align: 'left' | 'right' | 'center',
    style: TextStyle,
  ): void {
    this.doc.setFont('helvetica', style.bold ? 'bold' : 'normal');
    this.doc.setFontSize(style.size ?? 10);
    this.doc.setTextColor(...(style.color ?? HEADING));
    this.doc.text(plain(run), px, y, { align, baseline: 'alphabetic' });
  }

  /** What the standard fonts cannot write, drawn by the browser at 4× (288 dpi): it prints sharp. */
  private pictureRun(run: string, left: number, y: number, style: TextStyle): void {
    const size = style.size ?? 10;
    const canvas = this.canvas!;
    const ctx = canvas.getContext('2d')!;
    ctx.font = this.font(style);
    const w = Math.ceil(ctx.measureText(run).width) + 4;
    const h = Math.ceil(size * 4 * 1.45);
    canvas.width = w;
    canvas.height = h;
    ctx.font = this.font(style);
    const [r, g, b] = style.color ?? HEADING;
    ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
    ctx.direction = RTL_CHARS.test(run) ? 'rtl' : 'ltr';
    ctx.textAlign = ctx.direction === 'rtl' ? 'right' : 'left';
    ctx.textBaseline = 'alphabetic';
    ctx.fillText(run, ctx.direction === 'rtl' ? w - 2 : 2, size * 4 * 1.1);
    this.doc.addImage(canvas.toDataURL('image/png'), 'PNG', left, y - size * 1.1, w / 4, h / 4);
  }

  /** A filled rectangle from logical x over width w. */
  rect(x: number, y: number, w: number, h: number, color: [number, number, number]): void {
    this.doc.setFillColor(...color);
    this.doc.rect(this.rtl ? PAGE_W - x - w : x, y, w, h, 'F');
  }

  /** A line from logical (x1, y) to (x2, y). */
  line(x1: number, y: number, x2: number, color = HEADING): void {
    this.doc.setDrawColor(...color);
    this.doc.setLineWidth(0.6);
    this.doc.line(this.x(x1), y, this.x(x2), y);
  }

  /** A horizontal rule across the content. */
  rule(y: number): void {
    this.doc.setDrawColor(...LINE);
    this.doc.setLineWidth(0.75);
    this.doc.line(M, y, PAGE_W - M, y);
  }
}

export const CONTENT_W = PAGE_W - 2 * M;
/** The logical x of the content's end edge. */
export const END = PAGE_W - M;
/** The lowest a line may start before it goes onto a new page (the page number sits below). */
export const BOTTOM = PAGE_H - M - 20;

/** Starts a new page when `height` more points would run past the bottom; the y to go on at. */
export function roomFor(p: Painter, y: number, height: number, top = M): number {
  if (y + height <= BOTTOM) return y;
  p.doc.addPage();
  return top;
}

/** "Page 1 of 2" (`label`) at the foot of every page. */
export function numberPages(p: Painter, label: (page: number, pages: number) => string): void {
  const pages = p.doc.getNumberOfPages();
  for (let i = 1; i <= pages; i++) {
    p.doc.setPage(i);
    p.text(label(i, pages), PAGE_W / 2, PAGE_H - 22, { size: 8, color: MUTED, align: 'center' });
  }
}

/** A new A4 document in points (jsPDF loaded here) and a painter in the reader's direction. */
export async function newPdf(
  properties: { title: string; subject?: string; creator?: string },
  dir: 'ltr' | 'rtl',
): Promise<Painter> {
  const { jsPDF } = await import('jspdf');
  // Uncompressed: the text stays readable in the file (the tests read it back), at a few kB more.
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: false });
  doc.setProperties(properties);
  return new Painter(doc, dir === 'rtl');
}

/** Hands a document to the browser as a download named `fileName`. */
export function savePdf(doc: JsPdf, fileName: string): void {
  const url = URL.createObjectURL(doc.output('blob'));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
