import { describe, expect, it } from 'vitest';
import { GROUP_CSV_COLUMNS, groupCsvRows, parseGroupCsv, parseItemCsv, rowsToCsv } from './menu-csv';

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
        allergens: [],
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

describe('menu files written before the shared CSV writer', () => {
  const header = GROUP_CSV_COLUMNS.join(',');
  it('still upload: no BOM, formula-like text not defused', () => {
    const line = 'g1,-Spicy,,true,false,1,1,99,false,,o1,"=Mild, ""gentle""",,,0.50,true,1,false,,,,';
    expect(parseGroupCsv(`${header}\r\n${line}\r\n`)).toEqual([
      expect.objectContaining({
        id: 'g1',
        name: '-Spicy',
        options: [expect.objectContaining({ id: 'o1', name: '=Mild, "gentle"', price: 50 })],
      }),
    ]);
  });
  it('round-trip names a spreadsheet would take for formulas', () => {
    const row = Object.fromEntries(GROUP_CSV_COLUMNS.map((c) => [c, ''])) as Record<
      (typeof GROUP_CSV_COLUMNS)[number],
      string
    >;
    const csv = rowsToCsv(GROUP_CSV_COLUMNS, [
      { ...row, groupId: 'g9', groupName: '=HYPERLINK("x")', groupSort: '3' },
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(parseGroupCsv(csv)).toEqual([
      expect.objectContaining({ id: 'g9', name: '=HYPERLINK("x")', sort: 3 }),
    ]);
  });
});
