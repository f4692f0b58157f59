import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useRestaurantTimezone } from '../../restaurants';
import { useSubscriptions } from '../api/billing-api';
import { useBillingT } from '../billing-texts';
import { MerchantSubscriptionsTable, OwnSubscriptionsTable } from '../components/subscriptions-table';

const PAGE_SIZE = 25;

/**
 * /subscriptionList and /subscriptions: for admin every restaurant (active filter, text search);
 * for a restaurant its own subscriptions with the link to /prices.
 */
export function SubscriptionsPage() {
  const t = useBillingT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const isAdmin = useUser().data?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const [search, setSearch] = useState(typed);
  const [active, setActive] = useState(false);
  const [page, setPage] = useState(0);
  const list = useSubscriptions(active, search, page, PAGE_SIZE);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [typed]);

  // Back from a checkout: say so once.
  useEffect(() => {
    if (params.get('checkout') !== 'success') return;
    snackbar.success(t('subscribed'));
    setParams({}, { replace: true });
  }, [params, setParams, snackbar, t]);

  return (
    <>
      <PageHeader
        title={t('subscriptionsTitle')}
        subtitle={isAdmin ? t('subscriptionsSubtitle') : t('mySubscriptionsSubtitle')}
        actions={
          isAdmin ? null : (
            <Button component={RouterLink} to="/prices" variant="contained">
              {t('choosePlan')}
            </Button>
          )
        }
      />
      {isAdmin && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            label={t('search')}
            type="search"
            size="small"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <FormControlLabel
            control={
              <Switch
                checked={active}
                onChange={(e) => {
                  setActive(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t('activeOnly')}
          />
        </Stack>
      )}
      <QueryContent
        query={list}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {list.data &&
          (isAdmin ? (
            <MerchantSubscriptionsTable
              rows={list.data.restaurants}
              total={list.data.total}
              page={page}
              pageSize={PAGE_SIZE}
              timezone={timezone}
              onPageChange={setPage}
            />
          ) : (
            <OwnSubscriptionsTable rows={list.data.restaurants[0]?.subscriptions ?? []} timezone={timezone} />
          ))}
      </QueryContent>
    </>
  );
}
