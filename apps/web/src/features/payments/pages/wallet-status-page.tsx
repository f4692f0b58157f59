import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAYMENT_MESSAGES } from '@rpos/domain';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { readOrderHistory } from '../../orders/order-history';
import { useWalletStatus } from '../api/use-wallet-status';
import { PaymentProgress } from '../components/payment-progress';
import { reportPaymentFailure } from '../payment-log';
import { paymentPaths } from '../payment-paths';
import { usePaymentsT } from '../payments-texts';

/**
 * /wechatPayment/:restaurantId/:tableId/:orderNumber/:orderNo — the wallet payment status page
 * (diner.md §2): polls every 5 s. Success → the thank-you screen (?type=success), or for app orders
 * (?isAppOrder=true) /obPaymentSuccess/{orderNumber}; any other result → the menu with ?type=error,
 * or /obPaymentError/{orderNumber}. Pending keeps polling. An error ends the wait: no spinner, the
 * message and a way back (the table's menu; for app orders the previous page).
 */
export function WalletStatusPage() {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const { restaurantId = '', tableId = '', orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const isAppOrder = search.get('isAppOrder') === 'true';
  const status = useWalletStatus(restaurantId, orderNumber);
  const result = status.data;

  useEffect(() => {
    if (!result || result === 'Pending') return;
    const place = { menuId: restaurantId, tableId };
    // The thank-you screen and the menu take the order id: this tab's order history knows it.
    const reference =
      readOrderHistory(restaurantId).find((e) => e.orderNumber === orderNumber)?.reference ?? orderNumber;
    if (result === 'Success') {
      navigate(
        isAppOrder ? paymentPaths.obSuccess(orderNumber) : paymentPaths.success(place, reference, true),
        {
          replace: true,
        },
      );
      return;
    }
    reportPaymentFailure('Wallet payment not successful', {
      payload: { restaurantId, orderNumber },
      response: { orderStatus: result },
    });
    navigate(
      isAppOrder ? paymentPaths.obError(orderNumber) : paymentPaths.menuAfterFailure(place, reference),
      {
        replace: true,
      },
    );
  }, [result, isAppOrder, navigate, orderNumber, restaurantId, tableId]);

  const failed = status.isError;
  useEffect(() => {
    if (failed)
      reportPaymentFailure(PAYMENT_MESSAGES.walletFetchError, {
        payload: { restaurantId, orderNumber },
        error: status.error,
      });
  }, [failed, restaurantId, orderNumber, status.error]);

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
        {t('walletTitleStatus')}
      </Typography>
      {failed ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 3, alignItems: 'center' }}
          action={
            isAppOrder ? (
              <Button color="inherit" onClick={() => navigate(-1)} sx={{ minHeight: 44 }}>
                {t('back')}
              </Button>
            ) : (
              <Button
                color="inherit"
                component={RouterLink}
                to={paymentPaths.menu({ menuId: restaurantId, tableId })}
                sx={{ minHeight: 44 }}
              >
                {t('backToMenu')}
              </Button>
            )
          }
        >
          {PAYMENT_MESSAGES.walletFetchError}
        </Alert>
      ) : (
        <PaymentProgress label={PAYMENT_MESSAGES.walletChecking} />
      )}
    </Container>
  );
}
