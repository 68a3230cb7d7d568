import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { csvField, toCsv } from '@/components/table/csv';

describe('csvField: spreadsheet formulas (OWASP CSV injection)', () => {
  it('escapes the DDE payload that starts like a negative number', () => {
    expect(csvField("-1+cmd|' /C calc'!A0")).toBe(`"'-1+cmd|' /C calc'!A0"`);
  });

  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['-', `"'-"`],
  ])('prefixes a quote and quotes %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('keeps numbers as numbers', () => {
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-10n)).toBe('-10');
    // A negative decimal that arrives as text (a formatter's output) is a number to a spreadsheet
    // too.
    expect(csvField('-3.5')).toBe('-3.5');
    expect(csvField('-.5')).toBe('-.5');
  });

  it('leaves other text alone', () => {
    expect(csvField('DEV-1')).toBe('DEV-1');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('电表')).toBe('电表');
  });

  it('escapes headers too', () => {
    expect(toCsv([{ a: 1 }], [{ header: '=cmd', value: (r) => r.a }])).toBe(`"'=cmd"\r\n1`);
  });

  it('never lets a field start with a formula character, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const field = csvField(s);
        const cell = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
        return (
          !/^[=+@\t\r]/.test(cell) && (!cell.startsWith('-') || /^-(\d+(\.\d*)?|\.\d+)$/.test(cell))
        );
      }),
    );
  });
});

describe('csvField: RFC 4180 quoting', () => {
  it('quotes separators, quotes, line breaks and edge spaces', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('He said "ok"')).toBe('"He said ""ok"""');
    expect(csvField('Line\nbreak')).toBe('"Line\nbreak"');
    expect(csvField(' pad')).toBe('" pad"');
  });

  it('writes empty, dates, arrays and objects', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
    expect(csvField(['a', 'b'])).toBe('a; b');
    expect(csvField({ k: 1 })).toBe('"{""k"":1}"');
  });
});
