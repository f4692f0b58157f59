import { z } from 'zod';
import { CUSTOM_ALLERGEN_CODE, MAX_CUSTOM_ALLERGENS, STANDARD_ALLERGEN_CODES } from './allergens';

/** The allergen calls' and fields' contracts (issue 32; decisions 0560-0562). */

export const ALLERGEN_MESSAGES = {
  unknownAllergen: 'Unknown allergen.',
  customAllergenName: 'Every allergen needs a name (at most 40 characters).',
  customAllergenDuplicate: 'Two allergens have the same code or name.',
  tooManyCustomAllergens: `At most ${MAX_CUSTOM_ALLERGENS} allergens of the menu's own.`,
  customAllergenInUse: 'An allergen still on a dish or an option cannot be removed:',
  saved: 'Allergens saved',
} as const;

const Code = z
  .string()
  .trim()
  .refine(
    (c) => STANDARD_ALLERGEN_CODES.includes(c) || CUSTOM_ALLERGEN_CODE.test(c),
    ALLERGEN_MESSAGES.unknownAllergen,
  );

/** A dish's allergen codes (the server checks the menu's own exist). */
export const ItemAllergens = z.array(Code).max(40, ALLERGEN_MESSAGES.unknownAllergen);
/** An option's entries: a code it adds, `-code` for one it takes away. */
export const OptionAllergens = z
  .array(
    z
      .string()
      .trim()
      .refine((e) => {
        const c = e.startsWith('-') ? e.slice(1) : e;
        return STANDARD_ALLERGEN_CODES.includes(c) || CUSTOM_ALLERGEN_CODE.test(c);
      }, ALLERGEN_MESSAGES.unknownAllergen),
  )
  .max(40, ALLERGEN_MESSAGES.unknownAllergen);
/** The allergies a diner declares at checkout. */
export const DeclaredAllergens = z.array(Code).max(40, ALLERGEN_MESSAGES.unknownAllergen);

export const CustomAllergenInput = z.object({
  code: z.string().trim().regex(CUSTOM_ALLERGEN_CODE, ALLERGEN_MESSAGES.unknownAllergen),
  name: z
    .string({ error: ALLERGEN_MESSAGES.customAllergenName })
    .trim()
    .min(1, ALLERGEN_MESSAGES.customAllergenName)
    .max(40, ALLERGEN_MESSAGES.customAllergenName),
  altName: z
    .string()
    .trim()
    .max(40, ALLERGEN_MESSAGES.customAllergenName)
    .nullish()
    .transform((v) => v || null),
});
export type CustomAllergenInput = z.infer<typeof CustomAllergenInput>;

/** PUT /menuAllergens: the menu's own allergens, replaced as a whole. */
export const MenuAllergensRequest = z.object({
  menuId: z.string().trim().min(1).max(100),
  allergens: z
    .array(CustomAllergenInput)
    .max(MAX_CUSTOM_ALLERGENS, ALLERGEN_MESSAGES.tooManyCustomAllergens)
    .refine((list) => {
      const codes = new Set(list.map((a) => a.code));
      const names = new Set(list.map((a) => a.name.toLowerCase()));
      return codes.size === list.length && names.size === list.length;
    }, ALLERGEN_MESSAGES.customAllergenDuplicate),
});
export type MenuAllergensRequest = z.infer<typeof MenuAllergensRequest>;

export const MenuAllergensResponse = z.object({
  allergens: z.array(z.object({ code: z.string(), name: z.string(), altName: z.string().nullable() })),
  message: z.string(),
});
export type MenuAllergensResponse = z.infer<typeof MenuAllergensResponse>;

/** The next free code for a menu's own allergen (x1, x2…), or null when every one is taken. */
export function nextCustomAllergenCode(taken: readonly { code: string }[]): string | null {
  for (let n = 1; n < 100; n++) if (!taken.some((a) => a.code === `x${n}`)) return `x${n}`;
  return null;
}
