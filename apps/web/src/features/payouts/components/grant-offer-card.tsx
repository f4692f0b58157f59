import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { contractTypeLabel, type GrantOffer } from '@rpos/domain';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { usePayoutsT } from '../payouts-texts';

/** One offer of /grantOffers: its contract type, amounts from cents, repayment and expiry. */
export function GrantOfferCard({
  offer,
  timezone,
  busy,
  onChoose,
}: {
  offer: GrantOffer;
  timezone: string;
  busy: boolean;
  onChoose: (offer: GrantOffer) => void;
}) {
  const t = usePayoutsT();
  const rows: [string, string][] = [
    [t('offerAmount'), formatCents(offer.amount.value)],
    [t('fee'), formatCents(offer.fee.amount.value)],
    [t('repaymentRate'), t('repaymentRateValue', { percent: offer.repayment.basisPoints / 100 })],
    [t('repaymentTerm'), t('repaymentTermValue', { days: offer.repayment.term.estimatedDays })],
    [t('threshold'), formatCents(offer.repayment.threshold.amount.value)],
    [t('expiresAt'), formatRestaurantDateTime(offer.expiresAt, timezone, { seconds: false })],
  ];
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${contractTypeLabel(offer.contractType)} ${formatCents(offer.amount.value)}`}
    >
      <CardContent>
        <Typography variant="overline">{t('contractType')}</Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          {contractTypeLabel(offer.contractType)}
        </Typography>
        <Typography variant="h4" component="p" sx={{ mb: 1 }}>
          {formatCents(offer.amount.value)}
        </Typography>
        {rows.map(([label, value]) => (
          <Typography key={label} variant="body2">
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={() => onChoose(offer)} disabled={busy}>
          {t('chooseOffer')}
        </Button>
      </CardActions>
    </Card>
  );
}
