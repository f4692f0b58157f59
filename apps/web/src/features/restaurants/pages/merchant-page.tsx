import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Merchant } from '@rpos/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useMerchant, useSaveMerchant, useUploadMerchantLogo } from '../api/merchants-api';
import { useMyRestaurant } from '../api/my-restaurant-api';
import { useSelectRestaurant } from '../api/use-select-restaurant';
import { DeliverySettingsDialog } from '../components/delivery-settings-dialog';
import { MerchantForm } from '../components/merchant-form';
import { MerchantSettingsToolbar } from '../components/merchant-settings-toolbar';
import { merchantPath } from '../components/merchants-table';
import { RestaurantManagersTable } from '../components/restaurant-managers-table';
import { UberIntegrationButton } from '../components/uber-integration-dialog';
import { failureMessage } from '../failure-message';
import { type MerchantKind, toMerchantRequest } from '../merchant-form-values';
import { useRestaurantsT } from '../restaurant-texts';

/** The logo of a merchant's form (admin): PNG or JPG. */
function MerchantLogo({ merchant, canEdit }: { merchant: Merchant; canEdit: boolean }) {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const upload = useUploadMerchantLogo(merchant.urlIdentifier);
  return (
    <Card>
      <CardHeader title={t('logoTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {merchant.logo ? (
            <Box
              component="img"
              src={merchant.logo}
              alt={t('logoAlt')}
              sx={{ maxWidth: 160, maxHeight: 160 }}
            />
          ) : (
            <Typography color="text.secondary">{t('logoNone')}</Typography>
          )}
          {canEdit && (
            <Button variant="outlined" component="label" loading={upload.isPending}>
              {t('uploadLogo')}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg"
                aria-label={t('uploadLogo')}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (!file) return;
                  upload.mutate(file, {
                    onSuccess: () => snackbar.success(t('uploaded')),
                    onError: (err) =>
                      snackbar.error(
                        isApiError(err) && err.status === 400 ? t('wrongImageFormat') : t('postingFailed'),
                      ),
                  });
                }}
              />
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /restaurant, /restaurant/{id}, /restaurantGroup and /restaurantGroup/{id} (back-office.md §2.11):
 * the form (saved by admin only), the logo, and for a restaurant the toolbar of its settings pages
 * (each first selects the restaurant to act on), the Uber Eats integration, delivery settings and
 * (admin) the managers table.
 */
export function MerchantPage({ kind }: { kind: MerchantKind }) {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const { restaurantId } = useParams();
  const user = useUser().data;
  const isAdmin = user?.role === 'admin';
  const merchant = useMerchant(restaurantId);
  const save = useSaveMerchant(merchant.data?.urlIdentifier);
  const select = useSelectRestaurant();
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const [showManagers, setShowManagers] = useState(false);
  const mine = useMyRestaurant(deliveryOpen);
  const m = merchant.data ?? null;

  /** Acts on this restaurant (PUT /userRestaurantId) unless it already does. */
  const ensureSelected = async (target: Merchant) => {
    if (user?.restaurantId !== target.id) await select.mutateAsync({ restaurantId: target.id });
  };
  const openShortcut = (target: Merchant) => (to: string) =>
    void ensureSelected(target)
      .then(() => navigate(to))
      .catch(() => snackbar.error(t('genericError')));

  const form = (
    <MerchantForm
      kind={m?.type ?? kind}
      merchant={m}
      saving={save.isPending}
      readOnly={!isAdmin}
      onSave={(values) =>
        save.mutate(toMerchantRequest(values, m?.type ?? kind), {
          onSuccess: (saved) => {
            snackbar.success(t('created'));
            if (!m) navigate(merchantPath(saved), { replace: true });
          },
          onError: (e) => snackbar.error(failureMessage(e, t('saveFailed'))),
        })
      }
    />
  );

  const title = m
    ? m.name
    : restaurantId
      ? kind === 'restaurantGroup'
        ? t('groupTitle')
        : t('restaurantTitle')
      : kind === 'restaurantGroup'
        ? t('newGroupTitle')
        : t('newRestaurantTitle');

  if (!restaurantId)
    return (
      <>
        <PageHeader title={title} />
        {form}
      </>
    );

  return (
    <>
      <PageHeader title={title} subtitle={m ? m.urlIdentifier : undefined} />
      <QueryContent
        query={merchant}
        failedText={
          isApiError(merchant.error) && merchant.error.status === 404 ? t('notFound') : t('loadFailed')
        }
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {m && (
          <>
            {m.type === 'restaurant' && (
              <MerchantSettingsToolbar
                urlIdentifier={m.urlIdentifier}
                showProviderSettings={isAdmin && m.hasProviderPaymentSettings}
                onOpen={openShortcut(m)}
                extra={
                  <>
                    <UberIntegrationButton restaurantId={m.id} storeId={m.uberEatsStoreId} />
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() =>
                        void ensureSelected(m)
                          .then(() => setDeliveryOpen(true))
                          .catch(() => snackbar.error(t('genericError')))
                      }
                    >
                      {t('tb_deliverySettings')}
                    </Button>
                    {isAdmin && (
                      <Button variant="outlined" size="small" onClick={() => setShowManagers((v) => !v)}>
                        {t('tb_managers')}
                      </Button>
                    )}
                  </>
                }
              />
            )}
            {showManagers && isAdmin && (
              <Box sx={{ mb: 3 }}>
                <RestaurantManagersTable restaurantId={m.id} />
              </Box>
            )}
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 8 }}>{form}</Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <Stack spacing={3}>
                  <MerchantLogo merchant={m} canEdit={isAdmin} />
                  <Card>
                    <CardContent>
                      <Stack spacing={1}>
                        {m.dinerPath && (
                          <Typography>
                            {t('dinerUrl')}:{' '}
                            <Link href={m.dinerPath} target="_blank" rel="noopener">
                              {m.dinerPath}
                            </Link>
                          </Typography>
                        )}
                        <Typography>
                          {t('subscriptionStatus')}: {m.subscriptions[0]?.status ?? t('none')}
                        </Typography>
                      </Stack>
                    </CardContent>
                  </Card>
                </Stack>
              </Grid>
            </Grid>
            {deliveryOpen &&
              (mine.data && mine.data.id === m.id ? (
                <DeliverySettingsDialog restaurant={mine.data} open onClose={() => setDeliveryOpen(false)} />
              ) : mine.isError ? (
                <Alert severity="error" onClose={() => setDeliveryOpen(false)}>
                  {t('loadFailed')}
                </Alert>
              ) : null)}
          </>
        )}
      </QueryContent>
    </>
  );
}
