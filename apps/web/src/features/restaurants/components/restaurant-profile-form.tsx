import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MY_RESTAURANT_FLAGS, type MyRestaurant } from '@rpos/domain';
import { useEffect } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import {
  canUpdate,
  type ProfileFormValues,
  profileDefaults,
  type RestaurantBasics,
} from '../my-restaurant-form';
import { useRestaurantsT } from '../restaurant-texts';
import { RestaurantBasicsFields } from './restaurant-basics-fields';

export interface RestaurantProfileFormProps {
  restaurant: MyRestaurant;
  saving: boolean;
  onSave: (values: ProfileFormValues) => void;
}

/** The restaurant form of restaurant-config.md §2.1: every field and flag; the identifier fixed once set. */
export function RestaurantProfileForm({ restaurant, saving, onSave }: RestaurantProfileFormProps) {
  const t = useRestaurantsT();
  const form = useForm<ProfileFormValues>({ defaultValues: profileDefaults(restaurant) });
  const { control, handleSubmit, watch, reset } = form;
  useEffect(() => reset(profileDefaults(restaurant)), [restaurant, reset]);
  useUnsavedChanges(form.formState.isDirty);
  const [name, urlIdentifier] = watch(['name', 'urlIdentifier']);
  const identifierFixed = restaurant.urlIdentifier !== '';

  return (
    <Card component="form" noValidate aria-label={t('profileTitle')} onSubmit={handleSubmit(onSave)}>
      <CardHeader title={t('profileTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <RestaurantBasicsFields
          form={form as unknown as UseFormReturn<RestaurantBasics>}
          identifierFixed={identifierFixed}
          urlIdentifier={restaurant.urlIdentifier}
        />
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
