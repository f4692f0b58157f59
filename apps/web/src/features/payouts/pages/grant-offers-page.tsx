import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { contractTypeLabel, type Grant, type GrantOffer } from '@rpos/domain';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useRestaurantTimezone } from '../../restaurants';
import { useGrantOffers, useRequestGrant } from '../api/payouts-api';
import { GrantOfferCard } from '../components/grant-offer-card';
import { failureMessage } from '../failure-message';
import { usePayoutsT } from '../payouts-texts';

function GrantSummary({ grant }: { grant: Grant }) {
  const t = usePayoutsT();
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} aria-label={t('grantSummary')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('grantSummary')}: {contractTypeLabel(grant.contractType)}
      </Typography>
      <Typography variant="body2">
        <strong>{t('status')}:</strong> {grant.status}
      </Typography>
      <Typography variant="body2">
        <strong>{t('principal')}:</strong> {formatCents(grant.balances.principal)}
      </Typography>
      <Typography variant="body2">
        <strong>{t('fee')}:</strong> {formatCents(grant.balances.fee)}
      </Typography>
      <Typography variant="body2">
        <strong>{t('total')}:</strong> {formatCents(grant.balances.total)}
      </Typography>
    </Paper>
  );
}

function Offers({ restaurantId }: { restaurantId: string }) {
  const t = usePayoutsT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const offers = useGrantOffers(restaurantId);
  const request = useRequestGrant(restaurantId);
  const [choosing, setChoosing] = useState<GrantOffer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = offers.data;
  const confirm = () =>
    choosing &&
    request.mutate(choosing.id, {
      onSuccess: (a) => {
        setChoosing(null);
        setError(null);
        snackbar.success(a.message);
      },
      onError: (e) => {
        setChoosing(null);
        setError(failureMessage(e, t('loadFailed')));
      },
    });
  return (
    <QueryContent
      query={offers}
      failedText={failureMessage(offers.error, t('loadFailed'))}
      retryLabel={t('retry')}
      refreshingLabel={t('refreshing')}
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {data && data.grants.length === 0 && data.stauts ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('capabilityAdded')}
        </Alert>
      ) : null}
      {data?.grants[0] ? <GrantSummary grant={data.grants[0]} /> : null}
      {data && data.grantOffers.length === 0 ? (
        <Typography color="text.secondary">{t('noOffers')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {data?.grantOffers.map((o) => (
            <GrantOfferCard
              key={o.id}
              offer={o}
              timezone={timezone}
              busy={request.isPending}
              onChoose={setChoosing}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={!!choosing}
        title={t('requestTitle')}
        text={
          choosing
            ? t('requestText', {
                amount: formatCents(choosing.amount.value),
                total: formatCents(choosing.amount.value + choosing.fee.amount.value),
              })
            : ''
        }
        confirmLabel={t('confirm')}
        busy={request.isPending}
        onConfirm={confirm}
        onClose={() => setChoosing(null)}
      />
    </QueryContent>
  );
}

/** /grantOffers (back-office.md §2.11): 'Select an Offer', a card per offer, the first grant's summary. */
export function GrantOffersPage() {
  const t = usePayoutsT();
  const user = useUser();
  const restaurantId = user.data?.restaurantId;
  let body: ReactNode;
  if (user.isPending) body = <PageLoader />;
  else if (!restaurantId) body = <Alert severity="info">{t('selectRestaurantFirst')}</Alert>;
  else body = <Offers key={restaurantId} restaurantId={restaurantId} />;
  return (
    <>
      <PageHeader
        title={t('selectOffer')}
        subtitle={t('grantTitle')}
        actions={
          <Button variant="outlined" startIcon={<HelpOutlineIcon />} component={RouterLink} to="/capitalFaq">
            {t('visitFaq')}
          </Button>
        }
      />
      {body}
    </>
  );
}
