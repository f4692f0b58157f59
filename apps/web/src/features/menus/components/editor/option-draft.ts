import type { StaffOption } from '@rpos/domain';
import { centsToDollars, newId } from './editor-logic';

/** An option of the group form as edited. */
export interface OptionDraft {
  key: string;
  id?: string;
  name: string;
  price: string;
  default: boolean;
  hideForWeb: boolean;
  menuItemId: string | null;
  /** The linked dish's name as remembered: kept for a broken link, so that repair can find it. */
  menuItemName: string | null;
  category: string | null;
  linkLabel: string | null;
  altName: string | null;
  shortName: string | null;
  colorHex: string | null;
  allergens: string[];
}

/** The form's draft of a saved option. */
export const optionDraftOf = (o: StaffOption): OptionDraft => ({
  key: o.id,
  id: o.id,
  name: o.name,
  price: centsToDollars(o.price),
  default: o.default,
  hideForWeb: o.hideForWeb,
  menuItemId: o.menuItemId,
  menuItemName: o.menuItemName,
  category: o.category,
  linkLabel: o.linkLabel,
  altName: o.altName,
  shortName: o.shortName,
  colorHex: o.colorHex,
  allergens: o.allergens,
});

/** A new, empty option. */
export const blankOption = (): OptionDraft => ({
  key: newId(),
  name: '',
  price: '0.00',
  default: false,
  hideForWeb: false,
  menuItemId: null,
  menuItemName: null,
  category: null,
  linkLabel: null,
  altName: null,
  shortName: null,
  colorHex: null,
  allergens: [],
});
