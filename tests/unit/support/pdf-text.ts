/**
 * The text of a PDF, page by page, as a reader's program extracts it (PDF.js, the engine of
 * Firefox's viewer): what a search in the file finds, not what jsPDF was asked to write.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The standard fonts' metrics PDF.js reads text positions with (from the package, no download). */
const standardFontDataUrl =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  // PDF.js takes a plain Uint8Array (a Node Buffer is refused): a copy of the bytes.
  const data = new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  const pdf = await getDocument({
    data,
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join(''),
    );
  }
  await pdf.destroy();
  return pages;
}

/** The whole text of a PDF, its spaces made plain (a no-break space reads as a space). */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n').replace(/[\u00A0\u202F]/g, ' ');
}
