import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantIds } from '../api/use-restaurant-ids';
import { useSelectRestaurant } from '../api/use-select-restaurant';

/** Roles that may act on more than one restaurant (domain mayActOnRestaurant). */
const MULTI_RESTAURANT_ROLES = ['admin', 'restaurantGroupAdmin', 'menuAdmin'];

export function canPickRestaurant(role: string | null | undefined): boolean {
  return !!role && MULTI_RESTAURANT_ROLES.includes(role);
}

/** The acting-restaurant picker of the top bar; shown only when there is a choice to make. */
export function RestaurantPicker({ role, restaurantId }: { role: string; restaurantId: string | null }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const enabled = canPickRestaurant(role);
  const options = useRestaurantIds(enabled);
  const select = useSelectRestaurant();

  if (!enabled || !options.data || options.data.length < 2) return null;
  const value = options.data.some((o) => o.restaurantId === restaurantId) ? (restaurantId ?? '') : '';

  return (
    <TextField
      select
      size="small"
      label={t('layout.actingRestaurant')}
      value={value}
      disabled={select.isPending}
      onChange={(event) =>
        select.mutate(
          { restaurantId: event.target.value },
          {
            onSuccess: () => snackbar.success(t('layout.restaurantUpdated')),
            onError: () => snackbar.error(t('layout.restaurantUpdateFailed')),
          },
        )
      }
      sx={{
        minWidth: { xs: 120, sm: 200 },
        maxWidth: { xs: 160, sm: 280 },
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
        // Once a restaurant is chosen the label sits on the field's edge, over the coloured top bar:
        // on a paper chip it stays readable (axe colour contrast).
        '& .MuiInputLabel-shrink': { bgcolor: 'background.paper', px: 0.5, borderRadius: 1 },
      }}
    >
      {options.data.map((option) => (
        <MenuItem key={option.restaurantId} value={option.restaurantId}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
