import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { isLineTakeawayAllowed, lineTotal } from '@rpos/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useOnlineMenu } from '../../online/api/use-online-menu';
import { cartLineText } from '../cart-line-text';
import { useCart } from '../cart-store';

/** /cart/:menuId/:tableId — the lines, the subtotal and the Checkout button (diner.md §4 "Cart"). */
export function CartPage() {
  const { t } = useTranslation();
  const { menuId = '', tableId = '' } = useParams();
  const menu = useOnlineMenu(menuId, tableId);
  const restaurant = menu.data?.restaurant;
  const cart = useCart(restaurant?.restaurantId ?? menuId);
  const currency = restaurant?.currencySymbol ?? '$';
  const takeawayAllowed = restaurant ? isLineTakeawayAllowed(tableId, restaurant.onlineSettings) : false;
  const menuPath = `/online/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}`;
  const tillEnabled = restaurant?.onlineSettings.isTillPaymentEnabled === true;
  const checkoutPath = `/${tillEnabled ? 'tillCheckout' : 'checkout'}/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}`;

  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: 12 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Button component={RouterLink} to={menuPath} startIcon={<ArrowBackIcon />} sx={{ minHeight: 48 }}>
          {t('order.backToMenu')}
        </Button>
      </Stack>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('order.cartTitle')}
      </Typography>
      {cart.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('order.cartEmpty')}</Typography>
          <Button component={RouterLink} to={menuPath} variant="contained" size="large">
            {t('order.backToMenu')}
          </Button>
        </Paper>
      ) : (
        <>
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t('order.cartLines')}
          >
            {cart.items.map((item) => {
              const text = cartLineText(item);
              return (
                <Paper component="li" key={item.id} variant="outlined" sx={{ p: 2 }}>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {text.name}
                      </Typography>
                      {text.altName && (
                        <Typography variant="body2" color="text.secondary">
                          {text.altName}
                        </Typography>
                      )}
                      {text.options.length > 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {text.options
                            .map((o) => (o.quantity > 1 ? `${o.name} × ${o.quantity}` : o.name))
                            .join(', ')}
                        </Typography>
                      )}
                      {item.specialInstructions && (
                        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                          {item.specialInstructions}
                        </Typography>
                      )}
                    </Box>
                    <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {formatCents(lineTotal(item), currency)}
                    </Typography>
                  </Stack>
                  <Stack
                    direction="row"
                    sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                  >
                    <Stack
                      direction="row"
                      role="group"
                      aria-label={t('order.quantityOf', { name: text.name })}
                      sx={{ alignItems: 'center' }}
                    >
                      <IconButton
                        aria-label={t('order.decrease', { name: text.name })}
                        onClick={() => cart.setQuantity(item.id, item.quantity - 1)}
                        disabled={item.quantity <= 1}
                        sx={{ width: 48, height: 48 }}
                      >
                        <RemoveIcon />
                      </IconButton>
                      <Typography
                        aria-live="polite"
                        data-testid="line-quantity"
                        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
                      >
                        {item.quantity}
                      </Typography>
                      <IconButton
                        aria-label={t('order.increase', { name: text.name })}
                        onClick={() => cart.setQuantity(item.id, item.quantity + 1)}
                        sx={{ width: 48, height: 48 }}
                      >
                        <AddIcon />
                      </IconButton>
                    </Stack>
                    {takeawayAllowed && (
                      <FormControlLabel
                        control={
                          <Switch
                            checked={item.isTakeaway}
                            onChange={(e) => cart.setTakeaway(item.id, e.target.checked)}
                          />
                        }
                        label={t('order.takeaway')}
                        sx={{ minHeight: 48 }}
                      />
                    )}
                    <Button
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => cart.removeItem(item.id)}
                      aria-label={t('order.removeLine', { name: text.name })}
                      sx={{ minHeight: 48 }}
                    >
                      {t('order.remove')}
                    </Button>
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between' }}>
            <Typography variant="h6" component="p">
              {t('order.subtotal')}
            </Typography>
            <Typography variant="h6" component="p" data-testid="cart-subtotal">
              {formatCents(cart.subtotal, currency)}
            </Typography>
          </Stack>
          <Button
            component={RouterLink}
            to={checkoutPath}
            variant="contained"
            size="large"
            fullWidth
            sx={{ minHeight: 52 }}
          >
            {t('order.checkout')}
          </Button>
        </>
      )}
    </Container>
  );
}
