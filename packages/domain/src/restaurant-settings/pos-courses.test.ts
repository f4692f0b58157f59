import { describe, expect, it } from 'vitest';
import { courseLabel, courseName, DEFAULT_POS_COURSES, PosCoursesInput } from './pos-courses';
import { PosSettings } from './pos-settings-rules';

// Restaurant-named courses (decision 0578).

describe('courses', () => {
  it('a restaurant without courses set has Entrée, Main and Dessert', () => {
    expect(PosSettings.parse({}).courses).toEqual(DEFAULT_POS_COURSES);
  });

  it('names course n, with its second name when asked; a course past the list is its number', () => {
    const courses = [
      { name: 'Starter', altName: '头盘' },
      { name: 'Soup', altName: null },
    ];
    expect(courseName(courses, 1)).toBe('Starter');
    expect(courseName(courses, 1, true)).toBe('Starter 头盘');
    expect(courseName(courses, 3)).toBeNull();
    expect([courseLabel(courses, 2, true), courseLabel(courses, 3)]).toEqual(['2 · Soup', '3']);
  });

  it('trims names, makes a blank second name none, refuses repeats and more than 9', () => {
    expect(PosCoursesInput.parse([{ name: ' Soup ', altName: ' ' }])).toEqual([
      { name: 'Soup', altName: null },
    ]);
    expect(PosCoursesInput.safeParse([{ name: 'Soup' }, { name: 'SOUP' }]).success).toBe(false);
    expect(
      PosCoursesInput.safeParse(Array.from({ length: 10 }, (_x, i) => ({ name: `C${i}` }))).success,
    ).toBe(false);
  });
});
