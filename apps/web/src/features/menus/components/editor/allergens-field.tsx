import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type AllergenDef, type MenuCategoriesResponse, menuAllergens } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { menuEditorKeys } from '../../api/menu-editor-keys';

/** The menu's own allergens, from the editor page's GET /menuCategories answer (already loaded). */
function useMenuOwnAllergens(menuId: string): readonly AllergenDef[] {
  const data = useQueryClient().getQueryData<MenuCategoriesResponse>(menuEditorKeys.categories(menuId));
  return data?.allergens ?? [];
}

const labelOf = (a: AllergenDef) => (a.altName ? `${a.name} · ${a.altName}` : a.name);

/**
 * A multiple choice of the menu's allergens (the standard 13 and its own), by code: a dish's, or
 * what an option adds or takes away (decision 0566).
 */
export function AllergensField({
  menuId,
  label,
  value,
  onChange,
}: {
  menuId: string;
  label: string;
  value: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const all = menuAllergens(useMenuOwnAllergens(menuId));
  const chosen = value.map((c) => all.find((a) => a.code === c) ?? { code: c, name: c, altName: null });
  return (
    <Autocomplete
      multiple
      size="small"
      fullWidth
      options={all}
      value={chosen}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_e, v) => onChange(v.map((a) => a.code))}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** An option's entries as two lists: the codes it adds, and those it takes away (`-code`). */
export function splitOptionAllergens(entries: readonly string[]): { adds: string[]; removes: string[] } {
  return {
    adds: entries.filter((e) => !e.startsWith('-')),
    removes: entries.filter((e) => e.startsWith('-')).map((e) => e.slice(1)),
  };
}

/** What an option adds and takes away, side by side. */
export function OptionAllergensFields({
  menuId,
  value,
  onChange,
  labels,
}: {
  menuId: string;
  value: readonly string[];
  onChange: (entries: string[]) => void;
  labels: { adds: string; removes: string };
}) {
  const { adds, removes } = splitOptionAllergens(value);
  return (
    <>
      <AllergensField
        menuId={menuId}
        label={labels.adds}
        value={adds}
        onChange={(next) => onChange([...next, ...removes.map((c) => `-${c}`)])}
      />
      <AllergensField
        menuId={menuId}
        label={labels.removes}
        value={removes}
        onChange={(next) => onChange([...adds, ...next.map((c) => `-${c}`)])}
      />
    </>
  );
}
