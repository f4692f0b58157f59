import { cookingPrintCopies, MENU_MESSAGES as M } from '@rpos/domain';

export interface CookingFormValues {
  name: string;
  printer: string;
  printCopies: string;
  isForKDS: boolean;
  isForLabelPrint: boolean;
}

/**
 * §5 Cooking category: a name ('The category name cannot be empty.'), unique case-insensitively
 * among the menu's others ('The category alreay exists.'), print copies a positive integer unless
 * KDS ('The print copies should be a positive integer.'). Returns the field and message, or null.
 */
export function cookingCategoryError(
  values: CookingFormValues,
  others: readonly { id: string; name: string }[],
  editingId: string | null,
): { field: 'name' | 'printCopies'; message: string } | null {
  const name = values.name.trim();
  if (!name) return { field: 'name', message: M.cookingNameRequired };
  if (others.some((o) => o.id !== editingId && o.name.trim().toLowerCase() === name.toLowerCase()))
    return { field: 'name', message: M.cookingExists };
  const copies = cookingPrintCopies(
    values.printCopies.trim() === '' ? '' : values.printCopies,
    values.isForKDS,
  );
  if (typeof copies === 'object' || (values.printCopies.trim() === '' && !values.isForKDS))
    return { field: 'printCopies', message: M.printCopiesPositive };
  return null;
}
