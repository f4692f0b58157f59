import { z } from 'zod';

/**
 * The restaurant's courses (issue 28; decision 0578): course n of a POS order (1–9, decision 0502) is
 * the n-th of this list, named in English and, optionally, a second language (a Chinese name beside
 * it, as dishes have). Set in the POS settings; the course picker, the bill, the kitchen docket and
 * the kitchen display show the names. A restaurant that sets none has Entrée, Main and Dessert.
 */

/** At most 9 courses: transaction_orders.course is 1–9. */
export const POS_COURSES_MAX = 9;
export const POS_COURSE_NAME_MAX = 40;

export const POS_COURSE_MESSAGES = {
  nameEmpty: 'The course name cannot be empty',
  nameTooLong: `A course name can have at most ${POS_COURSE_NAME_MAX} characters`,
  nameExists: 'The course name already exists.',
  count: `Please set 1 to ${POS_COURSES_MAX} courses.`,
} as const;

const M = POS_COURSE_MESSAGES;

export const PosCourse = z.object({
  name: z.string(),
  altName: z.string().nullable().default(null),
});
export type PosCourse = z.infer<typeof PosCourse>;

export const DEFAULT_POS_COURSES: PosCourse[] = [
  { name: 'Entrée', altName: '前菜' },
  { name: 'Main', altName: '主菜' },
  { name: 'Dessert', altName: '甜品' },
];

/** The courses as the POS settings save sends them: names trimmed, a blank second name none, no two alike. */
export const PosCoursesInput = z
  .array(
    z.object({
      name: z
        .string({ error: M.nameEmpty })
        .trim()
        .min(1, M.nameEmpty)
        .max(POS_COURSE_NAME_MAX, M.nameTooLong),
      altName: z
        .string()
        .trim()
        .max(POS_COURSE_NAME_MAX, M.nameTooLong)
        .nullish()
        .transform((v) => (v ? v : null)),
    }),
  )
  .min(1, M.count)
  .max(POS_COURSES_MAX, M.count)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      const key = c.name.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.nameExists, path: [i, 'name'] });
      seen.add(key);
    });
  });

/** Course n's name ("Main", "Main 主菜" with its second name); null when the restaurant has no course n. */
export function courseName(courses: readonly PosCourse[], n: number, withAlt = false): string | null {
  const c = courses[n - 1];
  if (!c) return null;
  return withAlt && c.altName ? `${c.name} ${c.altName}` : c.name;
}

/** "2 · Main": course n as a label, the number alone when it has no name. */
export const courseLabel = (courses: readonly PosCourse[], n: number, withAlt = false): string => {
  const name = courseName(courses, n, withAlt);
  return name ? `${n} · ${name}` : String(n);
};
