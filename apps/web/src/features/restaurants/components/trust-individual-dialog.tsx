import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AU_ISSUER_STATES,
  type TrustIndividual,
  type TrustIndividualInput,
  TrustIndividual as TrustIndividualSchema,
} from '@rpos/domain';
import { Controller, type FieldPath, get, useForm } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { type RestaurantsKey, useRestaurantsT } from '../restaurant-texts';

const EMPTY: TrustIndividualInput = {
  residentialAddress: { city: '', country: 'AU', postalCode: '', stateOrProvince: '', street: '' },
  name: { firstName: '', lastName: '' },
  birthData: { dateOfBirth: '' },
  email: '',
  identificationData: { type: 'driversLicense', cardNumber: '', issuerState: '', number: '' },
};

const FIELDS: [FieldPath<TrustIndividualInput>, RestaurantsKey, number][] = [
  ['name.firstName', 'firstName', 6],
  ['name.lastName', 'lastName', 6],
  ['email', 'email', 6],
  ['birthData.dateOfBirth', 'dateOfBirth', 6],
  ['residentialAddress.street', 'street', 12],
  ['residentialAddress.city', 'city', 6],
  ['residentialAddress.stateOrProvince', 'stateOrProvince', 6],
  ['residentialAddress.postalCode', 'postalCode', 6],
  ['residentialAddress.country', 'country', 6],
];

/** The trust individual form of restaurant-config.md §5, before Adyen onboarding as a trust. */
export function TrustIndividualDialog({
  open,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (individual: TrustIndividual) => void;
}) {
  const t = useRestaurantsT();
  const { register, control, handleSubmit, watch, formState } = useForm<
    TrustIndividualInput,
    unknown,
    TrustIndividual
  >({
    resolver: zodResolver(TrustIndividualSchema),
    defaultValues: EMPTY,
  });
  const type = watch('identificationData.type');
  const errorOf = (path: string): string | undefined =>
    (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const field = (path: FieldPath<TrustIndividualInput>, label: RestaurantsKey, size: number) => (
    <Grid key={path} size={{ xs: 12, sm: size }}>
      <TextField
        label={t(label)}
        fullWidth
        error={!!errorOf(path)}
        helperText={errorOf(path)}
        {...muiRegister(register(path))}
      />
    </Grid>
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle>{t('trustTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('trustIntro')}</DialogContentText>
          <Grid container spacing={2}>
            {FIELDS.map(([path, label, size]) => field(path, label, size))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="identificationData.type"
                render={({ field: f }) => (
                  <TextField
                    select
                    label={t('identityType')}
                    fullWidth
                    error={!!errorOf('identificationData.type')}
                    helperText={errorOf('identificationData.type')}
                    {...f}
                  >
                    <MenuItem value="driversLicense">{t('driversLicense')}</MenuItem>
                    <MenuItem value="passport">{t('passport')}</MenuItem>
                  </TextField>
                )}
              />
            </Grid>
            {type === 'driversLicense' && (
              <>
                {field('identificationData.cardNumber', 'cardNumber', 6)}
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="identificationData.issuerState"
                    render={({ field: f }) => (
                      <TextField
                        select
                        label={t('issuerState')}
                        fullWidth
                        error={!!errorOf('identificationData.issuerState')}
                        helperText={errorOf('identificationData.issuerState')}
                        {...f}
                      >
                        {AU_ISSUER_STATES.map((s) => (
                          <MenuItem key={s} value={s}>
                            {s}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
              </>
            )}
            {field('identificationData.number', 'idNumber', 6)}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('continue')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
