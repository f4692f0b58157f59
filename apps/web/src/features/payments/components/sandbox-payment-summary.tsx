import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SandboxPaymentInfo } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import { usePaymentsT } from '../payments-texts';
import { lastFourUpper } from './payment-header';

/** Restaurant, order and amount of a sandbox payment. */
export function SandboxPaymentSummary({ info }: { info: SandboxPaymentInfo }) {
  const t = usePaymentsT();
  const rows: [string, string][] = [
    [t('restaurant'), info.restaurantName],
    ...(info.orderNumber ? ([[t('order'), lastFourUpper(info.orderNumber)]] as [string, string][]) : []),
    [t('amount'), `${formatCents(info.amount)} ${info.currency}`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack spacing={1} component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600 }}
              data-testid={`sandbox-${label.toLowerCase()}`}
            >
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
