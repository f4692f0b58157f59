import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import type { StaffMenu } from '@rpos/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { useMenuTargetRestaurants } from '../../api/menu-admin-restaurants';
import { useSendMenu } from '../../api/menu-admin-send';
import { failureMessage, useMenusAdminT } from './use-menus-admin-t';

/** Send to group: choose restaurants of the group (Select All / Unselect All), confirm. */
export function SendMenuDialog({ menu, onClose }: { menu: StaffMenu | null; onClose: () => void }) {
  const t = useMenusAdminT();
  const snackbar = useSnackbar();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const restaurants = useMenuTargetRestaurants(false, !!menu);
  const send = useSendMenu();
  const options = (restaurants.data ?? []).filter(
    (r) => r.type === 'restaurant' && r.restaurantId !== menu?.restaurantId,
  );
  const close = () => {
    setChosen(new Set());
    setError(null);
    onClose();
  };
  const confirm = () => {
    if (!menu) return;
    if (chosen.size === 0) {
      setError(t('selectRestaurant'));
      return;
    }
    send.mutate(
      { menuId: menu.id, body: { restaurants: [...chosen] } },
      {
        onSuccess: () => {
          snackbar.success(t('sent'));
          close();
        },
        onError: (e) => snackbar.error(failureMessage(e, t('somethingWentWrong'))),
      },
    );
  };
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      setError(null);
      return next;
    });
  return (
    <ConfirmDialog
      open={!!menu}
      title={t('sendTitle', { name: menu?.menuName ?? '' })}
      confirmLabel={t('send')}
      busy={send.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {restaurants.isPending ? <LinearProgress aria-label={t('working')} /> : null}
      {restaurants.isSuccess && options.length === 0 ? (
        <Alert severity="info">{t('noRestaurants')}</Alert>
      ) : null}
      {options.length > 0 ? (
        <>
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            <Button size="small" onClick={() => setChosen(new Set(options.map((r) => r.restaurantId)))}>
              {t('selectAllRestaurants')}
            </Button>
            <Button size="small" onClick={() => setChosen(new Set())}>
              {t('unselectAllRestaurants')}
            </Button>
          </Box>
          <FormGroup>
            {options.map((r) => (
              <FormControlLabel
                key={r.restaurantId}
                control={
                  <Checkbox checked={chosen.has(r.restaurantId)} onChange={() => toggle(r.restaurantId)} />
                }
                label={r.name}
              />
            ))}
          </FormGroup>
        </>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
