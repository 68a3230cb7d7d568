/**
 * The import's file reader (docs/domain/import.md) over files made here: a GB18030 CSV with
 * Chinese headers that maps without a manual mapping, UTF-8 with and without a BOM, an XLSX
 * written in the test (a date cell, a formula with its stored result), and the refusals: 1,000
 * columns, a 10 MB cell, an encoding that is neither; formula-looking cells kept as text.
 */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { mappingOf, matchHeaders } from '@/api/shared/import';
import { looksLikeFormula, readImportFile } from '@/screens/shared/import/read-file';

/** GB18030 bytes of the text (Node's TextEncoder writes UTF-8 only): a small table of its own. */
const GB18030: Record<string, string> = {
  设: 'c9e8',
  备: 'b1b8',
  编: 'b1e0',
  号: 'bac5',
  名: 'c3fb',
  称: 'b3c6',
  类: 'c0e0',
  型: 'd0cd',
  位: 'cebb',
  置: 'd6c3',
  投: 'cdb6',
  运: 'd4cb',
  日: 'c8d5',
  期: 'c6da',
  柜: 'b9f1',
  配: 'c5e4',
  电: 'b5e7',
};
function gb18030(text: string): Uint8Array {
  const hex = [...text]
    .map((c) => GB18030[c] ?? c.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('');
  return Uint8Array.from(hex.match(/../g)!.map((h) => parseInt(h, 16)));
}
const utf8 = (text: string) => new TextEncoder().encode(text);

/** A one-sheet workbook: inline strings, numbers, a formula with its stored value, a date. */
function xlsx(rows: Array<Array<string | number | { f: string; v: number }>>): Uint8Array {
  const col = (i: number) => String.fromCharCode(65 + i);
  const cell = (value: string | number | { f: string; v: number }, ref: string) =>
    typeof value === 'string'
      ? `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`
      : typeof value === 'number'
        ? `<c r="${ref}"><v>${value}</v></c>`
        : `<c r="${ref}"><f>${value.f}</f><v>${value.v}</v></c>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v, c) => cell(v, `${col(c)}${r + 1}`)).join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  });
}

describe('reading a CSV', () => {
  it('reads a GB18030 file with Chinese headers, which map without a manual mapping', async () => {
    const bytes = gb18030(
      '设备编号,名称,类型,位置,投运日期\r\n,配电柜,DC,North Site,2024-03-01\r\n',
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const read = await readImportFile(bytes);
    expect(read).toMatchObject({ ok: true, table: { kind: 'csv', encoding: 'gb18030' } });
    if (!read.ok) return;
    expect(read.table.headers).toEqual(['设备编号', '名称', '类型', '位置', '投运日期']);
    expect(read.table.rows).toEqual([['', '配电柜', 'DC', 'North Site', '2024-03-01']]);
    expect(mappingOf(matchHeaders('devices', read.table.headers))).toEqual([
      'number',
      'name',
      'type',
      'location',
      'commissionDate',
    ]);
  });

  it('reads UTF-8 with or without a BOM, any delimiter, quoted cells, blank lines skipped', async () => {
    const text = 'Numéro;Nom;Notes\n24DC10001;Armoire « A »;"un; deux"\n\n';
    for (const bytes of [utf8(text), Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(text)])]) {
      const read = await readImportFile(bytes);
      expect(read).toEqual({
        ok: true,
        table: {
          kind: 'csv',
          encoding: 'utf-8',
          headers: ['Numéro', 'Nom', 'Notes'],
          rows: [['24DC10001', 'Armoire « A »', 'un; deux']],
          formulaCells: 0,
        },
      });
    }
  });

  it('keeps formula-looking cells as text and counts them; a negative number is no formula', async () => {
    const read = await readImportFile(utf8('Name,Notes\n=HYPERLINK("x"),-12.5\n@SUM(A1),+cmd\n'));
    expect(read).toMatchObject({
      ok: true,
      table: {
        rows: [
          ['=HYPERLINK("x")', '-12.5'],
          ['@SUM(A1)', '+cmd'],
        ],
        formulaCells: 3,
      },
    });
    expect(['=1+1', '+A1', '-cmd', '@x'].every(looksLikeFormula)).toBe(true);
    expect(['-12', '+3.5', '- 4', 'a=b'].some(looksLikeFormula)).toBe(false);
  });

  it('refuses 1,000 columns, a 10 MB cell, an unknown encoding and an empty file with codes', async () => {
    const wide = utf8(`${Array.from({ length: 1000 }, (_, i) => `c${i}`).join(',')}\n`);
    expect(await readImportFile(wide)).toEqual({
      ok: false,
      code: 'tooManyColumns',
      params: { max: 200, columns: 1000 },
    });
    const huge = utf8(`Name,Notes\nx,${'y'.repeat(10 * 1024 * 1024)}\n`);
    expect(await readImportFile(huge)).toEqual({
      ok: false,
      code: 'cellTooLong',
      params: { max: 4000 },
    });
    expect(await readImportFile(Uint8Array.from([0x81, 0x20, 0xff, 0xfe, 0x81]))).toMatchObject({
      ok: false,
      code: 'encodingUnknown',
    });
    expect(await readImportFile(new Uint8Array())).toEqual({ ok: false, code: 'fileEmpty' });
  });
});

describe('reading an XLSX', () => {
  it('reads text, numbers, an Excel serial and a formula’s stored value (never evaluated)', async () => {
    const file = xlsx([
      ['Device number', 'Name', 'Commissioned', 'Rated current'],
      ['24DC10001', 'Cabinet', 45292, { f: 'SUM(1,1)', v: 630 }],
      ['', 'Breaker', 45300.5, 1.5],
    ]);
    const phases: string[] = [];
    const read = await readImportFile(file, (phase) => phases.push(phase));
    expect(read).toEqual({
      ok: true,
      table: {
        kind: 'xlsx',
        encoding: null,
        headers: ['Device number', 'Name', 'Commissioned', 'Rated current'],
        rows: [
          ['24DC10001', 'Cabinet', '45292', '630'],
          ['', 'Breaker', '45300.5', '1.5'],
        ],
        formulaCells: 0,
      },
    });
    expect(phases).toEqual(['parsing', 'checking']);
  });

  it('refuses a damaged workbook and 1,000 columns', async () => {
    const file = xlsx([['a']]);
    expect(await readImportFile(file.slice(0, 40))).toMatchObject({
      ok: false,
      code: 'sheetUnreadable',
    });
    const wide = xlsx([Array.from({ length: 1000 }, (_, i) => `c${i}`)]);
    expect(await readImportFile(wide)).toMatchObject({ ok: false, code: 'tooManyColumns' });
  });
});
