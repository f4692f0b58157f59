import { describe, expect, it } from 'vitest';
import {
  allergenLabel,
  canAvoidAllergen,
  declaredAllergensIn,
  effectiveAllergens,
  isKnownAllergen,
  matchesDietFilter,
  STANDARD_ALLERGENS,
} from './allergens';
import { MenuAllergensRequest, nextCustomAllergenCode, OptionAllergens } from './allergens.contract';

const dish = (allergens: string[], options: string[][] = [], tags: string[] = []) => ({
  allergens,
  tags,
  groups: [{ options: options.map((a) => ({ allergens: a })) }],
  sizes: [],
});

describe('allergens', () => {
  it('lists the 13 Food Standards Code declarations, each in English and Chinese', () => {
    expect(STANDARD_ALLERGENS.map((a) => a.name)).toEqual([
      'Gluten',
      'Wheat',
      'Crustacea',
      'Egg',
      'Fish',
      'Milk',
      'Peanut',
      'Tree nuts',
      'Sesame',
      'Soy',
      'Lupin',
      'Mollusc',
      'Sulphites',
    ]);
    expect(STANDARD_ALLERGENS.every((a) => a.altName)).toBe(true);
  });

  it('an option can take an allergen away ("no peanuts") or add one', () => {
    expect(effectiveAllergens({ allergens: ['pe', 'se'] }, [{ allergens: ['-pe'] }])).toEqual(['se']);
    expect(effectiveAllergens({ allergens: ['se'] }, [{ allergens: ['mi'] }, {}])).toEqual(['mi', 'se']);
    expect(effectiveAllergens({}, [])).toEqual([]);
  });

  it('an allergen one option adds counts even when another takes it away', () => {
    expect(
      effectiveAllergens({ allergens: ['pe'] }, [{ allergens: ['-pe'] }, { allergens: ['pe'] }]),
    ).toEqual(['pe']);
  });

  it("a menu's own allergens sort after the standard ones and have their labels", () => {
    const custom = [{ code: 'x2', name: 'Celery', altName: '芹菜' }];
    expect(effectiveAllergens({ allergens: ['x2', 'pe'] }, [{ allergens: ['x1', 'gl'] }])).toEqual([
      'gl',
      'pe',
      'x1',
      'x2',
    ]);
    expect(allergenLabel('x2', custom)).toBe('Celery');
    expect(allergenLabel('x2', custom, 'zh')).toBe('芹菜');
    expect(allergenLabel('pe', undefined, 'zh')).toBe('花生');
    expect(isKnownAllergen('x2', custom)).toBe(true);
    expect(isKnownAllergen('x3', custom)).toBe(false);
    expect(isKnownAllergen('se', [])).toBe(true);
  });

  it('the filter hides a dish with the allergen unless an option takes it away', () => {
    expect(canAvoidAllergen(dish(['pe']), 'pe')).toBe(false);
    expect(canAvoidAllergen(dish(['pe'], [['-pe']]), 'pe')).toBe(true);
    expect(canAvoidAllergen(dish([], [['pe']]), 'pe')).toBe(true);
    const sized = { ...dish(['pe']), sizes: [{ groups: [{ options: [{ allergens: ['-pe'] }] }] }] };
    expect(canAvoidAllergen(sized, 'pe')).toBe(true);
  });

  it('dietary tags must all be carried; avoided allergens all avoidable', () => {
    const veganNoNuts = dish(['so'], [], ['Vegan', 'Vegetarian']);
    expect(matchesDietFilter(veganNoNuts, { avoid: ['pe'], diets: ['Vegan'] })).toBe(true);
    expect(matchesDietFilter(veganNoNuts, { avoid: ['so'], diets: [] })).toBe(false);
    expect(matchesDietFilter(veganNoNuts, { avoid: [], diets: ['Vegan', 'Halal'] })).toBe(false);
  });

  it('flags the declared allergies a line contains', () => {
    expect(declaredAllergensIn(['se', 'pe'], ['pe', 'mi'])).toEqual(['pe']);
    expect(declaredAllergensIn(['se'], ['pe'])).toEqual([]);
  });

  it('validates option entries and custom allergen lists', () => {
    expect(OptionAllergens.safeParse(['-pe', 'x3', 'mi']).success).toBe(true);
    expect(OptionAllergens.safeParse(['peanut']).success).toBe(false);
    expect(OptionAllergens.safeParse(['--pe']).success).toBe(false);
    const list = (names: string[]) => ({
      menuId: 'm',
      allergens: names.map((name, i) => ({ code: `x${i + 1}`, name })),
    });
    expect(MenuAllergensRequest.safeParse(list(['Celery', 'Mustard'])).success).toBe(true);
    expect(MenuAllergensRequest.safeParse(list(['Celery', 'celery'])).success).toBe(false);
    expect(MenuAllergensRequest.safeParse(list([' '])).success).toBe(false);
    expect(nextCustomAllergenCode([{ code: 'x1' }, { code: 'x3' }])).toBe('x2');
  });
});
