import { describe, expect, it } from 'vitest';
import {
  GROUP_CSV_COLUMNS,
  groupCsvRows,
  ITEM_CSV_COLUMNS,
  parseGroupCsv,
  parseItemCsv,
  rowsToCsv,
} from './menu-csv';

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

describe('allergens in the CSV files (decision 0598)', () => {
  const option = (allergens: string[]) => ({
    id: 'o1',
    groupId: 'g1',
    menuId: 'm',
    name: 'No peanuts',
    altName: null,
    shortName: null,
    price: 0,
    default: false,
    sort: 1,
    hideForWeb: false,
    colorHex: null,
    menuItemId: null,
    menuItemName: null,
    category: null,
    allergens,
    linkLabel: null,
  });
  const group = (allergens: string[]) => ({
    id: 'g1',
    menuId: 'm',
    name: 'Peanuts',
    altName: null,
    required: false,
    allow_quantity: false,
    force_min: 0,
    force_max: 0,
    sort: 1,
    hideForWeb: false,
    colorHex: null,
    options: [option(allergens)],
  });
  it("an option's adds and takes-away entries round-trip, '-' kept", () => {
    const rows = groupCsvRows([group(['-pe', 'se', 'x1'])]);
    expect(rows[0]!.optionAllergens).toBe('-pe|se|x1');
    const parsed = parseGroupCsv(rowsToCsv(GROUP_CSV_COLUMNS, rows));
    expect(parsed).toEqual([
      expect.objectContaining({ options: [expect.objectContaining({ allergens: ['-pe', 'se', 'x1'] })] }),
    ]);
  });
  it('a file without the column leaves allergens out (the server keeps the saved ones); an empty cell clears', () => {
    const columns = GROUP_CSV_COLUMNS.filter((c) => c !== 'optionAllergens');
    const rows = groupCsvRows([group(['-pe'])]);
    const old = parseGroupCsv(rowsToCsv(columns, rows));
    expect('error' in old).toBe(false);
    expect((old as { options: object[] }[])[0]!.options[0]).not.toHaveProperty('allergens');
    const cleared = parseGroupCsv(rowsToCsv(GROUP_CSV_COLUMNS, [{ ...rows[0]!, optionAllergens: '' }]));
    expect((cleared as { options: { allergens?: string[] }[] }[])[0]!.options[0]!.allergens).toEqual([]);
  });
  it("a dish's codes go to the allergens column and back; dietary needs stay in tags", () => {
    const header = ITEM_CSV_COLUMNS.join(',');
    const cells = Object.fromEntries(ITEM_CSV_COLUMNS.map((c) => [c, ''])) as Record<
      (typeof ITEM_CSV_COLUMNS)[number],
      string
    >;
    const line = rowsToCsv(ITEM_CSV_COLUMNS, [
      {
        ...cells,
        categoryName: 'Mains',
        name: 'Kung Pao',
        price: '23.80',
        tags: 'Halal',
        allergens: 'pe|so',
      },
    ]);
    expect(line).toContain(header);
    expect(parseItemCsv(line)).toEqual([
      expect.objectContaining({
        item: expect.objectContaining({ tags: ['Halal'], allergens: ['pe', 'so'] }),
      }),
    ]);
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
