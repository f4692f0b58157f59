import Box from '@mui/material/Box';
import { type AllergenDef, allergenLabel } from '@rpos/domain';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The menu's own allergens, for their names on dish cards and the dish screen. */
export const MenuAllergensContext = createContext<readonly AllergenDef[] | undefined>(undefined);

/**
 * A dish's allergens as small warning badges, in the diner's language (decision 0564); nothing when
 * it has none. `codes` are the dish's, or on the dish screen those of the selection.
 */
export function AllergenBadges({ codes }: { codes: readonly string[] | undefined }) {
  const { t, i18n } = useTranslation();
  const custom = useContext(MenuAllergensContext);
  if (!codes || codes.length === 0) return null;
  const labels = codes.map((c) => allergenLabel(c, custom, i18n.language));
  return (
    <Box
      role="img"
      aria-label={t('diner.contains', { list: labels.join(', ') })}
      data-testid="allergens"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
    >
      {labels.map((label) => (
        <Box
          key={label}
          component="span"
          aria-hidden
          sx={{
            px: 0.75,
            height: 20,
            display: 'inline-flex',
            alignItems: 'center',
            borderRadius: 10,
            fontSize: 12,
            lineHeight: 1,
            fontWeight: 600,
            // MUI's warning alert colours, fixed: readable (about 9:1) whatever the restaurant's theme.
            bgcolor: '#fff4e5',
            color: '#663c00',
            border: '1px solid #ffb74d',
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
