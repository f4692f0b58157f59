import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CLEAR_DELIVERY_SETTINGS, DeliverySettingsRequest, type MyRestaurant } from '@rpos/domain';
import { useForm } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useSaveDeliverySettings } from '../api/my-restaurant-api';
import { failureMessage } from '../failure-message';
import { useRestaurantsT } from '../restaurant-texts';

/**
 * The delivery settings dialog: the delivery service phone and the pickup instructions, both required;
 * Clear removes both (a restaurant that stops delivering, decision 0460).
 */
export function DeliverySettingsDialog({
  restaurant,
  open,
  onClose,
}: {
  restaurant: MyRestaurant;
  open: boolean;
  onClose: () => void;
}) {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const save = useSaveDeliverySettings();
  const { register, handleSubmit, formState } = useForm<DeliverySettingsRequest>({
    resolver: zodResolver(DeliverySettingsRequest),
    values: {
      deliveryServicePhone: restaurant.deliveryServicePhone ?? '',
      pickupInstructions: restaurant.pickupInstructions ?? '',
    },
  });
  const errors = formState.errors;
  const send = (body: DeliverySettingsRequest) =>
    save.mutate(body, {
      onSuccess: (res) => {
        snackbar.success(res.message);
        onClose();
      },
      onError: (e) => snackbar.error(failureMessage(e, t('genericError'))),
    });
  const onSubmit = handleSubmit(send);
  const hasSettings = !!(restaurant.deliveryServicePhone || restaurant.pickupInstructions);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('deliveryTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('deliveryServicePhone')}
            fullWidth
            margin="normal"
            required
            error={!!errors.deliveryServicePhone}
            helperText={errors.deliveryServicePhone?.message}
            {...muiRegister(register('deliveryServicePhone'))}
          />
          <TextField
            label={t('pickupInstructions')}
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            required
            error={!!errors.pickupInstructions}
            helperText={errors.pickupInstructions?.message}
            {...muiRegister(register('pickupInstructions'))}
          />
        </DialogContent>
        <DialogActions>
          {hasSettings ? (
            <Button
              color="error"
              sx={{ mr: 'auto' }}
              disabled={save.isPending}
              onClick={() => send(CLEAR_DELIVERY_SETTINGS)}
            >
              {t('deliveryClear')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
