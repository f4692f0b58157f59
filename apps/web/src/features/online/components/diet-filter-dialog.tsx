import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type AllergenDef, DIETARY_TAGS, type DietFilter, menuAllergens } from '@rpos/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { NO_DIET_FILTER } from '../diet-filter';
import { ToggleChips } from './allergen-chips';

/** The menu's allergy and diet filter, loaded when the diner opens it (decision 0564). */
export default function DietFilterDialog({
  value,
  custom,
  onChange,
  onClose,
}: {
  value: DietFilter;
  /** The menu's own allergens. */
  custom: readonly AllergenDef[] | undefined;
  onChange: (next: DietFilter) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const diets = DIETARY_TAGS.map((d) => ({ value: d.tag, label: zh ? d.altName : d.tag }));
  const allergens = menuAllergens(custom).map((a) => ({
    value: a.code,
    label: zh && a.altName ? a.altName : a.name,
  }));
  return (
    <Dialog open onClose={onClose} aria-labelledby="diet-filter-title" fullWidth maxWidth="sm">
      <DialogTitle id="diet-filter-title">{t('diner.dietFilter')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('diner.dietTitle')}
        </Typography>
        <ToggleChips
          label={t('diner.dietTitle')}
          choices={diets}
          selected={value.diets}
          onChange={(next) => onChange({ ...value, diets: next })}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5 }}>
          {t('diner.avoidTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('diner.avoidHint')}
        </Typography>
        <ToggleChips
          label={t('diner.avoidTitle')}
          choices={allergens}
          selected={value.avoid}
          color="error"
          onChange={(next) => onChange({ ...value, avoid: next })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChange(NO_DIET_FILTER)}>{t('diner.clearFilter')}</Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('diner.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
