import Box from '@mui/material/Box';
import type { AllergenDef, DietFilter } from '@rpos/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

const DietFilterDialog = lazy(() => import('./diet-filter-dialog'));

/**
 * The button under the search that opens the allergy and diet filter; it says how many choices are on.
 * A native button: the dialog and its chips load on the first click, out of the menu's first download.
 */
export function DietFilterButton({
  value,
  custom,
  onChange,
}: {
  value: DietFilter;
  custom: readonly AllergenDef[] | undefined;
  onChange: (next: DietFilter) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = value.avoid.length + value.diets.length;
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{
          mt: 1,
          px: 1.5,
          minHeight: 36,
          border: 1,
          borderRadius: 18,
          borderColor: 'primary.contrastText',
          bgcolor: count > 0 ? 'background.paper' : 'transparent',
          color: count > 0 ? 'primary.main' : 'primary.contrastText',
          font: 'inherit',
          fontSize: 14,
          fontWeight: 600,
          cursor: 'pointer',
        }}
      >
        {count > 0 ? t('diner.dietFilterActive', { count }) : t('diner.dietFilter')}
      </Box>
      {open ? (
        <Suspense fallback={null}>
          <DietFilterDialog
            value={value}
            custom={custom}
            onChange={onChange}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
