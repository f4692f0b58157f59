import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { type AllergenDef, menuAllergens } from '@rpos/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ToggleChips } from '../../online/components/allergen-chips';
import { readDietFilter } from '../../online/diet-filter';

/**
 * The diner's declared allergies at checkout (decision 0565): one chip per allergen of the menu. It
 * starts from the allergens the diner hid on the menu; the kitchen's docket and display flag the
 * order and each line containing one.
 */
export function useDeclaredAllergens(restaurantId: string) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  return [chosen ?? readDietFilter(restaurantId).avoid, setChosen] as const;
}

export function AllergyDeclaration({
  custom,
  value,
  onChange,
}: {
  custom: readonly AllergenDef[] | undefined;
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const choices = menuAllergens(custom).map((a) => ({
    value: a.code,
    label: zh && a.altName ? a.altName : a.name,
  }));
  return (
    <Stack spacing={1}>
      <FormLabel component="legend" id="declare-allergies">
        {t('order.declareAllergies')}
      </FormLabel>
      <ToggleChips
        label={t('order.declareAllergies')}
        choices={choices}
        selected={value}
        color="error"
        onChange={onChange}
      />
      <FormHelperText>{t('order.declareAllergiesHelp')}</FormHelperText>
    </Stack>
  );
}
