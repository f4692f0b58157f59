import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { MyRestaurant } from '@rpos/domain';
import { useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useDeleteLogo, useUploadLogo } from '../api/my-restaurant-api';
import { useRestaurantsT } from '../restaurant-texts';

/** Upload and delete the logo (PNG and JPG; the server judges the bytes). */
export function RestaurantLogoCard({ restaurant }: { restaurant: MyRestaurant }) {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { urlIdentifier: restaurant.urlIdentifier, file },
      {
        onSuccess: () => snackbar.success(t('uploaded')),
        onError: (e) =>
          snackbar.error(
            isApiError(e) && e.status === 400
              ? `${t('postingFailed')}: ${t('wrongImageFormat')}`
              : t('postingFailed'),
          ),
      },
    );
    if (input.current) input.current.value = '';
  };

  return (
    <Card>
      <CardHeader title={t('logoTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {restaurant.logo ? (
          <Box
            component="img"
            src={restaurant.logo}
            alt={t('logoAlt')}
            data-testid="restaurant-logo"
            sx={{ maxWidth: 160, maxHeight: 160, objectFit: 'contain' }}
          />
        ) : (
          <Typography color="text.secondary">{t('logoNone')}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button variant="outlined" component="label" disabled={busy} loading={upload.isPending}>
          {t('uploadLogo')}
          <input
            ref={input}
            hidden
            type="file"
            accept="image/png,image/jpeg"
            aria-label={t('uploadLogo')}
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </Button>
        {restaurant.logo && (
          <Button
            color="error"
            disabled={busy}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(restaurant.logo!, {
                onSuccess: () => snackbar.success(t('deleted')),
                onError: () => snackbar.error(t('genericError')),
              })
            }
          >
            {t('deleteLogo')}
          </Button>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('logoHelp')}
        </Typography>
      </CardActions>
    </Card>
  );
}
