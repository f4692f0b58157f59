import { MENU_MESSAGES } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import {
  addSize,
  centsToDollars,
  dollarsToCents,
  groupMinMaxError,
  minutesLabel,
  removeSize,
  type SizeDraft,
  switchVisibilityMode,
  type VisibilityState,
  visibilityModeOf,
  withOneDefault,
  withPositionSort,
} from './editor-logic';

const plain: VisibilityState = {
  active: true,
  active_begin: null,
  active_end: null,
  activeWeekDays: [],
  hideDays: [],
  hidden_until: null,
};

describe('money', () => {
  it('reads dollars into integer cents', () => {
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12.05')).toBe(1205);
    expect(dollarsToCents('$3')).toBe(300);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('19.99')).toBe(1999);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-1', '1.234', '1,5']) expect(dollarsToCents(bad)).toBeNull();
  });
  it('shows cents as dollars', () => {
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(0)).toBe('0.00');
  });
});

describe('visibility modes', () => {
  const hidden: VisibilityState = { ...plain, active: false, hideDays: [6, 7] };
  const until: VisibilityState = { ...plain, hidden_until: '2030-01-01T00:00:00.000Z' };
  const range: VisibilityState = { ...plain, active_begin: 600, active_end: 900, activeWeekDays: [1, 2] };

  it('reads the mode in the server order', () => {
    expect(visibilityModeOf(plain)).toBe('active');
    expect(visibilityModeOf(hidden)).toBe('hidden');
    expect(visibilityModeOf(until)).toBe('hiddenUntil');
    expect(visibilityModeOf(range)).toBe('timeRange');
  });

  it('choosing one clears the fields of the others', () => {
    expect(switchVisibilityMode(range, 'active')).toEqual(plain);
    const toHidden = switchVisibilityMode(range, 'hidden');
    expect(toHidden).toEqual({ ...plain, active: false });
    const toUntil = switchVisibilityMode(hidden, 'hiddenUntil', new Date('2030-01-01T00:00:00Z'));
    expect(toUntil).toEqual({ ...plain, hidden_until: '2030-01-02T00:00:00.000Z' });
    const toRange = switchVisibilityMode(until, 'timeRange');
    expect(toRange.hidden_until).toBeNull();
    expect(toRange.active).toBe(true);
    expect(toRange.hideDays).toEqual([]);
    expect(toRange.active_begin).not.toBeNull();
    expect(visibilityModeOf(toRange)).toBe('timeRange');
    expect(switchVisibilityMode(hidden, 'hidden')).toEqual(hidden);
  });

  it('labels minutes up to 2880', () => {
    expect(minutesLabel(0)).toBe('00:00');
    expect(minutesLabel(1335)).toBe('22:15');
    expect(minutesLabel(1440)).toBe('24:00');
    expect(minutesLabel(1560)).toBe('02:00 (+1)');
    expect(minutesLabel(2880)).toBe('24:00 (+1)');
  });
});

describe('sizes', () => {
  const size = (name: string, isDefault = false): SizeDraft => ({
    key: name,
    name,
    price: '1',
    default: isDefault,
    groups: [],
  });
  const defaults = (list: SizeDraft[]) => list.filter((s) => s.default).map((s) => s.name);

  it('keep exactly one default', () => {
    let list = addSize([], 'a');
    expect(list).toHaveLength(1);
    expect(list[0]?.default).toBe(true);
    list = addSize(list, 'b');
    expect(defaults(list)).toHaveLength(1);
    list = withOneDefault(list, 1);
    expect(list.map((s) => s.default)).toEqual([false, true]);
    list = removeSize(list, 1);
    expect(list.map((s) => s.default)).toEqual([true]);
    expect(defaults(withOneDefault([size('x', true), size('y', true)]))).toEqual(['x']);
    expect(defaults(withOneDefault([size('x'), size('y')]))).toEqual(['x']);
  });
});

describe('groups', () => {
  it('checks min and max', () => {
    expect(groupMinMaxError('0', '0')).toBeNull();
    expect(groupMinMaxError('1', '3')).toBeNull();
    expect(groupMinMaxError('2', '0')).toBeNull();
    expect(groupMinMaxError('3', '1')).toBe(MENU_MESSAGES.groupMinMax);
    expect(groupMinMaxError('-1', '2')).toBe(MENU_MESSAGES.groupMinMax);
    expect(groupMinMaxError('1.5', '2')).toBe(MENU_MESSAGES.groupMinMax);
  });
  it('sorts options by position + 1', () => {
    expect(withPositionSort([{ n: 'a' }, { n: 'b' }]).map((o) => o.sort)).toEqual([1, 2]);
  });
});
