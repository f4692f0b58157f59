import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MY_RESTAURANT_FLAGS, type MyRestaurant, WEBSITE_STYLES } from '@rpos/domain';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { AddressAutocompleteField } from '../../maps';
import {
  canUpdate,
  type ProfileFormValues,
  profileDefaults,
  THEME_OPTIONS,
  timeZoneOptions,
} from '../my-restaurant-form';
import { useRestaurantsT } from '../restaurant-texts';

export interface RestaurantProfileFormProps {
  restaurant: MyRestaurant;
  saving: boolean;
  onSave: (values: ProfileFormValues) => void;
}

/** The restaurant form of restaurant-config.md §2.1: every field and flag; the identifier fixed once set. */
export function RestaurantProfileForm({ restaurant, saving, onSave }: RestaurantProfileFormProps) {
  const t = useRestaurantsT();
  const { register, control, handleSubmit, watch, reset, setValue } = useForm<ProfileFormValues>({
    defaultValues: profileDefaults(restaurant),
  });
  useEffect(() => reset(profileDefaults(restaurant)), [restaurant, reset]);
  const [name, urlIdentifier, timezone] = watch(['name', 'urlIdentifier', 'timezone']);
  const zones = useMemo(() => timeZoneOptions(restaurant.timezone), [restaurant.timezone]);
  const identifierFixed = restaurant.urlIdentifier !== '';

  return (
    <Card component="form" noValidate aria-label={t('profileTitle')} onSubmit={handleSubmit(onSave)}>
      <CardHeader title={t('profileTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label={t('name')} required fullWidth {...muiRegister(register('name'))} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label={t('altName')} fullWidth {...muiRegister(register('altName'))} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('urlIdentifier')}
              required
              fullWidth
              helperText={t('urlIdentifierHelp')}
              slotProps={{ htmlInput: { readOnly: identifierFixed } }}
              {...muiRegister(register('urlIdentifier'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label={t('phone')} fullWidth {...muiRegister(register('phone'))} />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="address"
              render={({ field }) => (
                <AddressAutocompleteField
                  label={t('address')}
                  name="address"
                  value={field.value}
                  restaurantId={restaurant.urlIdentifier}
                  onChange={(change) => {
                    field.onChange(change.address);
                    if (change.addressObject) {
                      setValue('addressObject', change.addressObject);
                      setValue('latitude', change.addressObject.location?.lat ?? null);
                      setValue('longitude', change.addressObject.location?.lng ?? null);
                    }
                  }}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label={t('description')}
              fullWidth
              multiline
              minRows={2}
              {...muiRegister(register('restrauntDescription'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label={t('abn')} fullWidth {...muiRegister(register('abn'))} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('notificationEmail')}
              type="email"
              fullWidth
              {...muiRegister(register('notificationEmail'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Autocomplete
              options={zones}
              value={timezone}
              disableClearable
              onChange={(_e, zone) => setValue('timezone', zone, { shouldDirty: true })}
              renderInput={(params) => <TextField {...params} label={t('timezone')} />}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={control}
              name="themeColor"
              render={({ field }) => (
                <TextField select label={t('themeColor')} fullWidth {...field}>
                  {THEME_OPTIONS.map(([preset, hex]) => (
                    <MenuItem key={hex} value={hex}>
                      <Box
                        component="span"
                        sx={{
                          width: 16,
                          height: 16,
                          borderRadius: '50%',
                          bgcolor: hex,
                          mr: 1,
                          display: 'inline-block',
                        }}
                      />
                      {preset}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={control}
              name="websiteStyle"
              render={({ field }) => (
                <TextField select label={t('websiteStyle')} fullWidth {...field}>
                  {WEBSITE_STYLES.map((style) => (
                    <MenuItem key={style} value={style}>
                      {t(`style_${style}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          {t('flagsTitle')}
        </Typography>
        <Grid container spacing={0}>
          {MY_RESTAURANT_FLAGS.map((flag) => (
            <Grid key={flag} size={{ xs: 12, sm: 6, md: 4 }}>
              <Controller
                control={control}
                name={flag}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t(flag)}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!canUpdate({ saving, name, urlIdentifier })}
          loading={saving}
          loadingPosition="start"
        >
          {saving ? t('saving') : t('update')}
        </Button>
      </CardActions>
    </Card>
  );
}
