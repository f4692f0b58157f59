import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, centsToCsv, csvToCents, parseCsv, recordsToCsv, toCsv } from './csv';

/** How a spreadsheet or another program would open the file: a plain papaparse read. */
const openWithParser = (text: string) => Papa.parse<string[]>(text, { delimiter: ',' });

describe('toCsv', () => {
  it('writes UTF-8 with a BOM, CRLF line ends and RFC 4180 quoting', () => {
    const text = toCsv(
      ['Name', 'Phone', 'Email'],
      [
        ['张伟', '0412345678', 'zhang@example.com'],
        ['Smith, "Jo"', '0400000001', null],
        ['two\nlines', ' padded', undefined],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Phone,Email',
      '张伟,0412345678,zhang@example.com',
      '"Smith, ""Jo""",0400000001,',
      '"two\nlines"," padded",',
      '',
    ]);
    const opened = openWithParser(text);
    expect(opened.errors).toEqual([]);
    expect(opened.data.slice(0, 4)).toEqual([
      ['Name', 'Phone', 'Email'],
      ['张伟', '0412345678', 'zhang@example.com'],
      ['Smith, "Jo"', '0400000001', ''],
      ['two\nlines', ' padded', ''],
    ]);
  });

  it('defuses cells a spreadsheet would run as a formula, and leaves numbers alone', () => {
    const text = toCsv(
      ['cell'],
      [
        ['=HYPERLINK("http://x","y")'],
        ['+1+cmd|calc'],
        ['-2+3'],
        ['@SUM(A1)'],
        ['\tx'],
        ['\rx'],
        ['-12.50'],
        [-3],
        ['+61'],
      ],
    );
    const cells = openWithParser(text)
      .data.slice(1, -1)
      .map((r) => r[0]);
    expect(cells).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+1+cmd|calc",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      '-12.50',
      '-3',
      '+61',
    ]);
  });

  it('writes records in the order of the columns', () => {
    const text = recordsToCsv(['b', 'a'] as const, [{ a: 1, b: true }]);
    expect(text).toBe(`${CSV_BOM}b,a\r\ntrue,1\r\n`);
    expect(toCsv(['only'], [])).toBe(`${CSV_BOM}only\r\n`);
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv wrote, formula cells included', () => {
    const rows = [
      ['a,b', 'say "hi"', 'two\nlines', ' padded', ''],
      ['王芳', '=1+1', '-x', '@me', '12'],
    ];
    expect(parseCsv(toCsv(['h1', 'h2', 'h3', 'h4', 'h5'], rows))).toEqual([
      ['h1', 'h2', 'h3', 'h4', 'h5'],
      ...rows,
    ]);
  });

  it('reads files without a BOM, with LF or CR line ends, and skips blank lines', () => {
    expect(parseCsv('\ufeffa,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\r\n\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b\rc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quoted field that never closes', () => {
    expect(parseCsv('"open')).toBeNull();
    expect(parseCsv('a,b\n"c,d\n')).toBeNull();
  });
});

describe('money cells', () => {
  it('reads dollars into cents exactly', () => {
    expect(centsToCsv(1985)).toBe('19.85');
    expect(csvToCents('19.85')).toBe(1985);
    expect(csvToCents('6.5')).toBe(650);
    expect(csvToCents('$7')).toBe(700);
    expect(csvToCents('0.1')).toBe(10);
    expect(csvToCents('-1')).toBeNull();
    expect(csvToCents('1.234')).toBeNull();
    expect(csvToCents('abc')).toBeNull();
  });
});
