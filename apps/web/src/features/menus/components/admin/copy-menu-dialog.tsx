import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StaffMenu } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { useCopyMenu } from '../../api/menu-admin-copy';
import { useMenuTargetRestaurants } from '../../api/menu-admin-restaurants';
import { failureMessage, useMenusAdminT } from './use-menus-admin-t';

/** Copy To (any restaurant) or Copy To Test (a test restaurant): pick the target, confirm. */
export function CopyMenuDialog({
  menu,
  toTest,
  onClose,
}: {
  menu: StaffMenu | null;
  toTest: boolean;
  onClose: () => void;
}) {
  const t = useMenusAdminT();
  const snackbar = useSnackbar();
  const [restaurantId, setRestaurantId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const restaurants = useMenuTargetRestaurants(toTest, !!menu);
  const copy = useCopyMenu();
  const options = (restaurants.data ?? []).filter(
    (r) => r.type === 'restaurant' && r.restaurantId !== menu?.restaurantId,
  );
  const close = () => {
    setRestaurantId('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!menu) return;
    if (!restaurantId) {
      setError(t('selectRestaurant'));
      return;
    }
    copy.mutate(
      { menuId: menu.id, body: { restaurantId, isCopyToTest: toTest } },
      {
        onSuccess: () => {
          snackbar.success(t('saved'));
          close();
        },
        onError: (e) => snackbar.error(failureMessage(e, t('savingFailed'))),
      },
    );
  };
  return (
    <ConfirmDialog
      open={!!menu}
      title={t(toTest ? 'copyTestTitle' : 'copyTitle', { name: menu?.menuName ?? '' })}
      text={t('copyText')}
      confirmLabel={t('copy')}
      busy={copy.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {restaurants.isPending ? <LinearProgress aria-label={t('working')} /> : null}
      {restaurants.isSuccess && options.length === 0 ? (
        <Alert severity="info">{t('noRestaurants')}</Alert>
      ) : null}
      {options.length > 0 ? (
        <TextField
          select
          fullWidth
          label={t('restaurant')}
          value={restaurantId}
          onChange={(e) => {
            setRestaurantId(e.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? ' '}
        >
          {options.map((r) => (
            <MenuItem key={r.restaurantId} value={r.restaurantId}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : null}
    </ConfirmDialog>
  );
}
