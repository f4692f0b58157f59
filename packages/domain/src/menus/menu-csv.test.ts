import { describe, expect, it } from 'vitest';
import { centsToCsv, csvToCents, parseCsv, toCsv } from './csv';
import { GROUP_CSV_COLUMNS, groupCsvRows, parseGroupCsv, parseItemCsv, rowsToCsv } from './menu-csv';

describe('CSV text', () => {
  it('quotes what needs quoting and parses it back', () => {
    const rows = [
      ['a,b', 'say "hi"', 'two\nlines', ' padded', ''],
      ['plain', '1', '2', '3', '4'],
    ];
    const text = toCsv(['h1', 'h2', 'h3', 'h4', 'h5'], rows);
    expect(text.split('\r\n')[1]).toBe('"a,b","say ""hi""","two\nlines"," padded",');
    expect(parseCsv(text)).toEqual([['h1', 'h2', 'h3', 'h4', 'h5'], ...rows]);
    expect(parseCsv('\ufeffa,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('"open')).toBeNull();
  });
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

describe('group CSV', () => {
  const group = {
    id: 'g1',
    menuId: 'm',
    name: 'Spice',
    altName: null,
    required: true,
    allow_quantity: false,
    force_min: 1,
    force_max: 1,
    sort: 99,
    hideForWeb: false,
    colorHex: null,
    options: [
      {
        id: 'o1',
        groupId: 'g1',
        menuId: 'm',
        name: 'Mild, "gentle"',
        altName: null,
        shortName: null,
        price: 50,
        default: true,
        sort: 1,
        hideForWeb: false,
        colorHex: null,
        menuItemId: null,
        menuItemName: null,
        category: null,
        linkLabel: null,
      },
    ],
  };
  it('round-trips through text', () => {
    const csv = rowsToCsv(
      GROUP_CSV_COLUMNS,
      groupCsvRows([group, { ...group, id: 'g2', name: 'Empty', options: [] }]),
    );
    const parsed = parseGroupCsv(csv);
    expect(parsed).toEqual([
      expect.objectContaining({
        id: 'g1',
        name: 'Spice',
        required: true,
        force_min: 1,
        options: [
          expect.objectContaining({ id: 'o1', name: 'Mild, "gentle"', price: 50, default: true, sort: 1 }),
        ],
      }),
      expect.objectContaining({ id: 'g2', name: 'Empty', options: [] }),
    ]);
  });
  it('names the line of a bad value', () => {
    const csv = rowsToCsv(GROUP_CSV_COLUMNS, groupCsvRows([group])).replace(',0.50,', ',fifty,');
    expect(parseGroupCsv(csv)).toEqual({ error: 'line 2: optionPrice is not a valid amount' });
    expect(parseItemCsv('name,price\r\nA,1\r\n')).toMatchObject({
      error: expect.stringContaining('missing column(s): categoryId'),
    });
  });
});
