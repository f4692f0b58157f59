import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { SandboxCardForm, SandboxNotice } from '../../payments';
import { cancelSandboxSubscription, paySandboxSubscription, useSandboxSubscribe } from '../api/billing-api';
import { useBillingT } from '../billing-texts';
import { planPrice } from '../format-plan';

/**
 * /sandbox/subscribe/{sessionId}: the built-in sandbox's stand-in for Stripe Checkout in
 * subscription mode (decision 0231): the plan, a test card form, Cancel back to the plans.
 */
export function SandboxSubscribePage() {
  const t = useBillingT();
  const navigate = useNavigate();
  const { sessionId = '' } = useParams();
  const info = useSandboxSubscribe(sessionId);
  const [declined, setDeclined] = useState(false);

  if (info.isPending) return <PageLoader />;
  if (info.isError) return <Alert severity="error">{t('checkoutNotFound')}</Alert>;
  const s = info.data;
  const price = planPrice(t, s.amount, s.interval);

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('checkoutTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('checkoutFor', { plan: s.productName, restaurant: s.restaurantName })} — {price}
      </Typography>
      <SandboxNotice cards notice={s.notice} testCards={s.testCards} />
      <Card>
        <CardContent>
          {s.status !== 'open' ? (
            <Alert severity="success">{t('checkoutDone')}</Alert>
          ) : (
            <>
              {declined && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {t('declined')}
                </Alert>
              )}
              <SandboxCardForm
                payLabel={t('pay', { amount: price })}
                busy={false}
                showNotice={false}
                payWithCard={async (card) => {
                  const result = await paySandboxSubscription(sessionId, card);
                  setDeclined(result.declined);
                  if (result.redirectUrl) navigate(result.redirectUrl);
                }}
              />
            </>
          )}
          <Button
            sx={{ mt: 2 }}
            onClick={() =>
              void cancelSandboxSubscription(sessionId).then((r) => navigate(r.redirectUrl ?? '/prices'))
            }
          >
            {t('backToPlans')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
