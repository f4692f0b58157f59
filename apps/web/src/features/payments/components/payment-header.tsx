import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePaymentsT } from '../payments-texts';

/** The last 4 characters of an order number, upper case: the domain's shortReference rule (decision 87). */
export const lastFourUpper = (value: string): string => value.slice(-4).toUpperCase();

/**
 * The card screens' header: a back button and the order number's last 4 characters in upper case
 * (diner.md §2 "Card payment screen"; decision 87), blank until the number is known.
 */
export function PaymentHeader({
  orderNumber,
  onBack,
  backDisabled = false,
}: {
  orderNumber: string | null;
  onBack: () => void;
  backDisabled?: boolean;
}) {
  const t = usePaymentsT();
  return (
    <Paper variant="outlined" sx={{ px: 1, py: 1, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          onClick={onBack}
          disabled={backDisabled}
          aria-label={t('back')}
          sx={{ width: 48, height: 48 }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" component="h1">
          {t('orderShort', { number: '' })}
          <span data-testid="payment-order-number">{orderNumber ? lastFourUpper(orderNumber) : ''}</span>
        </Typography>
      </Stack>
    </Paper>
  );
}
