import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderKind, shortReference } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { completePaidCart } from '../../cart/cart-paid';
import { onlineMenuQuery } from '../../online/api/online-queries';
import { useOrderCompleteMessage } from '../api/use-order-complete-message';
import { useOrderNumber } from '../use-order-number';

export const APP_STORE_URL = 'https://apps.apple.com/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store';

/**
 * /orderSuccess/:menuId/:tableId/:reference(/:type) — the thank-you screen (diner.md §2): the order
 * number's last 4 characters, as on every diner screen. After a successful online payment
 * (?type=success) the cart that placed the order is done.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const { menuId = '', tableId = '', reference = '' } = useParams();
  const [search] = useSearchParams();
  const paymentSuccess = search.get('type') === 'success';

  const orderNumber = useOrderNumber(menuId, reference);
  // A delivery order shows the delivery service's phone (the restaurant's delivery settings).
  const kind = orderKind(tableId);
  const isDelivery = kind === 'delivery' || kind === 'pickup-delivery';
  const deliveryPhone = useQuery({ ...onlineMenuQuery(menuId, tableId), enabled: isDelivery }).data
    ?.restaurant.deliveryServicePhone;
  const completeMessage = useOrderCompleteMessage(menuId, tableId);

  useEffect(() => {
    if (paymentSuccess) completePaidCart(menuId, reference);
  }, [paymentSuccess, menuId, reference]);

  useEffect(() => {
    if (paymentSuccess && window.parent && window.parent !== window) {
      window.parent.postMessage({ type: 'payment_success' }, '*');
    }
  }, [paymentSuccess]);

  const detail = `/orderSuccessDetail/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}/${encodeURIComponent(reference)}`;
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h1">
            {t('order.orderNumber')}{' '}
            <span data-testid="order-number">{orderNumber ? shortReference(orderNumber) : ''}</span>
          </Typography>
          <Button component={RouterLink} to={detail} variant="contained" sx={{ minHeight: 48 }}>
            {t('order.viewOrder')}
          </Button>
        </Stack>
      </Paper>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ my: 2 }}>
          {t('order.thankYou')}
        </Typography>
        {isDelivery && deliveryPhone && (
          <Typography data-testid="delivery-phone">
            {t('order.deliveryPhone', { phone: deliveryPhone })}
          </Typography>
        )}
        {completeMessage && (
          <Typography
            component="p"
            sx={{ mb: 2, whiteSpace: 'pre-line' }}
            data-testid="order-complete-message"
          >
            {completeMessage}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={APP_STORE_URL}
            target="_blank"
            rel="noopener"
            variant="outlined"
            sx={{ minHeight: 48 }}
          >
            {t('diner.appStore')}
          </Button>
          <Button
            component="a"
            href={GOOGLE_PLAY_URL}
            target="_blank"
            rel="noopener"
            variant="outlined"
            sx={{ minHeight: 48 }}
          >
            {t('diner.googlePlay')}
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
