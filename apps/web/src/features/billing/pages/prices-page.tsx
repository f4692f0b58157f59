import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useCreateSubscribeCheckout, useProducts } from '../api/billing-api';
import { useBillingT } from '../billing-texts';
import { planPrice } from '../format-plan';

/** /prices: 'Select a plan' (GET /getProducts), then the checkout (POST /createSubscribeCheckoutSession). */
export function PricesPage() {
  const t = useBillingT();
  const snackbar = useSnackbar();
  const [params] = useSearchParams();
  const products = useProducts();
  const checkout = useCreateSubscribeCheckout();

  const subscribe = (priceId: string) =>
    checkout.mutate(priceId, {
      // Stripe Checkout is another site; the sandbox's page is ours: a full navigation either way.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: () => snackbar.error(t('cannotCreate')),
    });

  return (
    <>
      <PageHeader title={t('selectPlan')} subtitle={t('pricesSubtitle')} />
      {params.get('checkout') === 'cancel' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('cancelled')}
        </Alert>
      )}
      {products.isPending ? (
        <PageLoader />
      ) : products.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void products.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('cannotGetProducts')}
        </Alert>
      ) : products.data.prices.length === 0 ? (
        <Alert severity="info">{t('cannotGetProducts')}</Alert>
      ) : (
        <Grid container spacing={3}>
          {products.data.prices.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">
                    {p.product.name}
                  </Typography>
                  <Typography variant="h5" sx={{ my: 1 }}>
                    {planPrice(t, p.unit_amount, p.interval)}
                  </Typography>
                  {p.description && <Typography color="text.secondary">{p.description}</Typography>}
                </CardContent>
                <CardActions>
                  <Button
                    variant="contained"
                    fullWidth
                    aria-label={`${t('subscribe')} ${p.product.name} ${planPrice(t, p.unit_amount, p.interval)}`}
                    disabled={checkout.isPending}
                    loading={checkout.isPending && checkout.variables === p.id}
                    onClick={() => subscribe(p.id)}
                  >
                    {t('subscribe')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
