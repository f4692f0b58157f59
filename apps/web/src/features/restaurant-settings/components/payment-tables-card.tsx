import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';

/** The payment-required table numbers, kept on the QR codes page: shown here with a link to it. */
export function PaymentTablesCard({ urlIdentifier, tables }: { urlIdentifier: string; tables: string[] }) {
  const t = useRestaurantSettingsT();
  return (
    <Card aria-label={t('paymentTablesTitle')}>
      <CardHeader
        title={t('paymentTablesTitle')}
        subheader={t('paymentTablesHelp')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {tables.length === 0 ? (
          <Typography color="text.secondary">{t('noPaymentTables')}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {tables.map((table) => (
              <Chip key={table} label={table} />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/qrcodes/${encodeURIComponent(urlIdentifier)}`}>
          {t('editOnQrPage')}
        </Button>
      </CardActions>
    </Card>
  );
}
