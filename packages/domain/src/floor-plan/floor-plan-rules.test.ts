import { describe, expect, it } from 'vitest';
import { CreateTableBody, TableRangeBody, UpdateTableBody } from './floor-plan.contract';
import {
  FLOOR_GRID_COLUMNS,
  FLOOR_GRID_ROWS,
  floorTableNumberProblem,
  insidePlan,
  FLOOR_PLAN_MESSAGES as M,
  mayEditFloorPlan,
  moveBox,
  nextTableNumbers,
  parseTableRange,
  placeNewTables,
  resizeBox,
  seatsProblem,
  tablesOnPlan,
  takenTableNumbers,
} from './floor-plan-rules';

describe('table numbers', () => {
  it('takes letters and digits only, with the spec text otherwise', () => {
    for (const ok of ['1', '12', 'A1', 'bar3', 'VIP']) expect(floorTableNumberProblem(ok), ok).toBeNull();
    for (const bad of ['', ' ', '1 2', 'A?', 'a&b', '$5', '5;', '1-2', 'é1'])
      expect(floorTableNumberProblem(bad), bad).toBe(
        'The table number should only include letters and numbers',
      );
  });

  it('refuses an order type name as a table number', () => {
    expect(floorTableNumberProblem('takeaway')).toBe(M.tableIsOrderType);
  });

  it('finds numbers taken case-insensitively, in the wanted spelling', () => {
    expect(takenTableNumbers(['a1', 'B2', '3'], ['A1', '3', 'c4'])).toEqual(['a1', '3']);
    expect(takenTableNumbers(['x'], [])).toEqual([]);
    expect(M.tableNumbersTaken(['1'])).toBe('Table 1 already exists.');
    expect(M.tableNumbersTaken(['1', '2'])).toBe('Tables 1, 2 already exist.');
  });

  it("checks tables named elsewhere against the plan, in the plan's spelling (decision 0481)", () => {
    expect(tablesOnPlan(['a1', ' 3 ', 'Z9'], ['A1', '3', 'c4'])).toEqual({
      spelled: ['A1', '3'],
      missing: ['Z9'],
    });
    expect(tablesOnPlan([], ['1'])).toEqual({ spelled: [], missing: [] });
    expect(M.notOnPlan(['9'])).toBe(
      'Table 9 is not on the floor plan. Add it in Tables and floor plan first.',
    );
    expect(M.notOnPlan(['9', '10'])).toBe(
      'Tables 9, 10 are not on the floor plan. Add them in Tables and floor plan first.',
    );
    expect(M.notInArea(['5'], 'Terrace')).toBe('Table 5 is not in Terrace.');
  });

  it('gives the next free numbers after the highest numeric one', () => {
    expect(nextTableNumbers(['1', '2', 'A9', '7'], 3)).toEqual(['8', '9', '10']);
    expect(nextTableNumbers([], 1)).toEqual(['1']);
  });
});

describe('seats and minimum guests', () => {
  it('needs 1..99 seats and 0..seats minimum guests', () => {
    expect(seatsProblem(4, 0)).toBeNull();
    expect(seatsProblem(4, 4)).toBeNull();
    expect(seatsProblem(0, 0)).toBe(M.seats);
    expect(seatsProblem(100, 0)).toBe(M.seats);
    expect(seatsProblem(2.5, 0)).toBe(M.seats);
    expect(seatsProblem(4, 5)).toBe(M.minGuests);
    expect(seatsProblem(4, -1)).toBe(M.minGuests);
  });
});

describe('add tables 1–20', () => {
  it('reads ranges with a hyphen, an en dash, "to", a shared prefix or a single number', () => {
    expect(parseTableRange('1-3')).toEqual(['1', '2', '3']);
    expect(parseTableRange('1–20')).toHaveLength(20);
    expect(parseTableRange(' 5 to 6 ')).toEqual(['5', '6']);
    expect(parseTableRange('A1-A3')).toEqual(['A1', 'A2', 'A3']);
    expect(parseTableRange('7')).toEqual(['7']);
  });

  it('refuses backwards, mixed-prefix, too long and non-ranges', () => {
    for (const bad of ['3-1', 'A1-B3', '1-101', 'abc', '', '1-2-3'])
      expect(parseTableRange(bad), bad).toBeNull();
    expect(parseTableRange('1-100')).toHaveLength(100);
  });
});

describe('the grid', () => {
  it('keeps boxes inside the plan when moving and resizing', () => {
    const b = { x: 0, y: 0, w: 2, h: 2 };
    expect(moveBox(b, -1, 0)).toEqual(b);
    expect(moveBox(b, 1, 2)).toEqual({ x: 1, y: 2, w: 2, h: 2 });
    expect(moveBox(b, 100, 100)).toEqual({ x: FLOOR_GRID_COLUMNS - 2, y: FLOOR_GRID_ROWS - 2, w: 2, h: 2 });
    expect(resizeBox(b, -5, 1)).toEqual({ x: 0, y: 0, w: 1, h: 3 });
    expect(resizeBox({ x: FLOOR_GRID_COLUMNS - 2, y: 0, w: 2, h: 2 }, 3, 0).w).toBe(2);
    expect(insidePlan({ x: FLOOR_GRID_COLUMNS - 1, y: 0, w: 2, h: 1 })).toBe(false);
    expect(insidePlan({ x: 0, y: 0, w: 9, h: 1 })).toBe(false);
    expect(insidePlan({ x: 3, y: 3, w: 2, h: 2 })).toBe(true);
  });

  it('places new tables in free cells, row by row, without overlapping', () => {
    const placed = placeNewTables([{ x: 0, y: 0, w: 2, h: 2 }], 3);
    expect(placed).toEqual([
      { x: 3, y: 0, w: 2, h: 2 },
      { x: 6, y: 0, w: 2, h: 2 },
      { x: 9, y: 0, w: 2, h: 2 },
    ]);
    const many = placeNewTables([], 40);
    expect(many).toHaveLength(40);
    expect(many.every(insidePlan)).toBe(true);
  });
});

describe('the contract', () => {
  it('answers the spec text for a bad table number and defaults the rest', () => {
    const bad = CreateTableBody.safeParse({ areaId: 'a', tableNumber: 'T 1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('The table number should only include letters and numbers');
    const ok = CreateTableBody.parse({ areaId: 'a', tableNumber: ' 12 ' });
    expect(ok).toMatchObject({ tableNumber: '12', seats: 4, minSeats: 0, shape: 'square', w: 2, h: 2 });
    expect(UpdateTableBody.safeParse({ seats: 0 }).error?.issues[0]?.message).toBe(M.seats);
    expect(TableRangeBody.safeParse({ areaId: 'a', range: '' }).error?.issues[0]?.message).toBe(M.range);
  });
});

describe('who edits the plan', () => {
  it('admin, restaurantAdmin, the group admin and a manager with myRestaurant', () => {
    for (const role of ['admin', 'restaurantAdmin', 'restaurantGroupAdmin'])
      expect(mayEditFloorPlan({ role, permissions: [] }), role).toBe(true);
    expect(mayEditFloorPlan({ role: 'restaurantManager', permissions: ['myRestaurant'] })).toBe(true);
    expect(mayEditFloorPlan({ role: 'restaurantManager', permissions: ['transactions'] })).toBe(false);
    expect(mayEditFloorPlan({ role: 'restaurantStaff', permissions: ['myRestaurant'] })).toBe(false);
    expect(mayEditFloorPlan({ role: 'menuAdmin', permissions: [] })).toBe(false);
  });
});
