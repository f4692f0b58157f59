import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import BusinessIcon from '@mui/icons-material/Business';
import PercentIcon from '@mui/icons-material/Percent';
import ScheduleIcon from '@mui/icons-material/Schedule';
import StoreIcon from '@mui/icons-material/Store';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canCreateStore } from '@rpos/domain';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useRestaurantTimezone } from '../../restaurants';
import { useCreateStore, usePayoutAccount, useUpdateBusinessLines } from '../api/payouts-api';
import { AccountDetailsTable } from '../components/account-details-table';
import { PayoutScheduleDialog } from '../components/payout-schedule-dialog';
import { SurchargeRatesDialog } from '../components/surcharge-rates-dialog';
import { SweepsTable } from '../components/sweeps-table';
import { TransferDialog } from '../components/transfer-dialog';
import { TransfersTable } from '../components/transfers-table';
import { failureMessage } from '../failure-message';
import { usePayoutsT } from '../payouts-texts';

type DialogName = 'transfer' | 'schedule' | 'rates' | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function AccountContent({ restaurantId }: { restaurantId: string }) {
  const t = usePayoutsT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const account = usePayoutAccount(restaurantId);
  const createStore = useCreateStore(restaurantId);
  const businessLines = useUpdateBusinessLines(restaurantId);
  const [dialog, setDialog] = useState<DialogName>(null);
  const details = account.data?.accountDetails;
  const showCreateStore = !!details && canCreateStore(details.stores.length, window.location.hostname);

  const onCreateStore = () =>
    createStore.mutate(undefined, {
      onSuccess: (a) => snackbar.success(a.message),
      onError: (e) => snackbar.error(failureMessage(e, t('createStoreFailed'))),
    });
  const onBusinessLines = () =>
    businessLines.mutate(undefined, {
      onSuccess: (a) => snackbar.success(a.message),
      onError: (e) => snackbar.error(failureMessage(e, t('businessLinesFailed'))),
    });

  return (
    <QueryContent
      query={account}
      failedText={failureMessage(account.error, t('loadFailed'))}
      retryLabel={t('retry')}
      refreshingLabel={t('refreshing')}
    >
      {details ? (
        <Stack spacing={2}>
          {details.provider === 'sandbox' ? <Alert severity="info">{t('sandboxNote')}</Alert> : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              startIcon={<AccountBalanceIcon />}
              onClick={() => setDialog('transfer')}
            >
              {t('transferMoney')}
            </Button>
            <Button variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setDialog('schedule')}>
              {t('setPayoutSchedule')}
            </Button>
            <Button variant="outlined" startIcon={<PercentIcon />} onClick={() => setDialog('rates')}>
              {t('editSurchargeRates')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<BusinessIcon />}
              onClick={onBusinessLines}
              disabled={businessLines.isPending}
            >
              {t('updateBusinessLines')}
            </Button>
          </Box>
          <Section title={t('accountDetails')}>
            <AccountDetailsTable details={details} timezone={timezone} />
            {showCreateStore ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
                <Button
                  variant="outlined"
                  startIcon={<StoreIcon />}
                  onClick={onCreateStore}
                  disabled={createStore.isPending}
                >
                  {t('createStore')}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {t('createStoreHint')}
                </Typography>
              </Box>
            ) : null}
          </Section>
          <Section title={t('sweeps')}>
            <SweepsTable restaurantId={restaurantId} timeZone={details.timeZone} />
          </Section>
          <Section title={t('transfers')}>
            <TransfersTable transfers={account.data?.transfers ?? []} timezone={timezone} />
          </Section>
          <TransferDialog
            restaurantId={restaurantId}
            open={dialog === 'transfer'}
            onClose={() => setDialog(null)}
          />
          {dialog === 'schedule' ? (
            <PayoutScheduleDialog
              restaurantId={restaurantId}
              open
              current={
                details.sweepHour === null
                  ? null
                  : { hour: details.sweepHour, minute: details.sweepMinute ?? 0 }
              }
              onClose={() => setDialog(null)}
            />
          ) : null}
          <SurchargeRatesDialog
            restaurantId={restaurantId}
            open={dialog === 'rates'}
            onClose={() => setDialog(null)}
          />
        </Stack>
      ) : null}
    </QueryContent>
  );
}

/** /adyenSettings (and the admin sidebar's provider payments): the payment-provider account page (§2.6). */
export function ProviderAccountPage() {
  const t = usePayoutsT();
  const user = useUser();
  const restaurantId = user.data?.restaurantId;
  let body: ReactNode;
  if (user.isPending) body = <PageLoader />;
  else if (!restaurantId) body = <Alert severity="info">{t('selectRestaurantFirst')}</Alert>;
  else body = <AccountContent key={restaurantId} restaurantId={restaurantId} />;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
    </>
  );
}
