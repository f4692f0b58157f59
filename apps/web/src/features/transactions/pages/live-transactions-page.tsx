import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  hasPermission,
  LIVE_TABS,
  type LiveTab,
  type LiveTransaction,
  liveTransactionLabel,
  liveTransactionsByTab,
} from '@rpos/domain';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import { useRestaurantTimezone } from '../../restaurants';
import {
  useDeleteLiveTransaction,
  useDeleteOldTransactions,
  useLiveTransactions,
  useTransactionEvents,
} from '../api/live-transactions-api';
import { DeleteLiveTransactionDialog } from '../components/delete-live-transaction-dialog';
import { LiveTransactionsTable } from '../components/live-transactions-table';
import { type LiveTransactionsKey, useLiveTransactionsT } from '../live-transactions-texts';

const TAB_TEXT: Record<LiveTab, LiveTransactionsKey> = {
  dineIn: 'tabDineIn',
  pickups: 'tabPickups',
  takeaway: 'tabTakeaway',
  deliveries: 'tabDeliveries',
};

/**
 * /live-transactions (back-office.md §2.8): the open bills under Dine In, Pickups, Takeaway and
 * Deliveries, refetched every 30 s and at once when the staff event stream says a bill changed.
 */
export function LiveTransactionsPage() {
  const t = useLiveTransactionsT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const user = useUser().data;
  const canDelete = user
    ? hasPermission({ role: user.role, permissions: user.permissions.map((p) => p.code) }, 'delTransactions')
    : false;
  const list = useLiveTransactions();
  useTransactionEvents();
  const [tab, setTab] = useState<LiveTab>('dineIn');
  const [deleting, setDeleting] = useState<LiveTransaction | null>(null);
  const [askOld, setAskOld] = useState(false);
  const deleteOne = useDeleteLiveTransaction();
  const deleteOld = useDeleteOldTransactions();
  const byTab = useMemo(() => liveTransactionsByTab(list.data?.liveTransactions ?? []), [list.data]);
  const failure = (error: unknown) => (isApiError(error) && error.message ? error.message : t('failed'));

  const confirmDelete = (reason: string) => {
    if (!deleting) return;
    deleteOne.mutate(
      { id: deleting.id, reason },
      {
        onSuccess: () => {
          setDeleting(null);
          snackbar.success(t('deleted'));
        },
        onError: (error) => snackbar.error(failure(error)),
      },
    );
  };
  const confirmDeleteOld = () =>
    deleteOld.mutate(undefined, {
      onSuccess: ({ deleted, kept }) => {
        setAskOld(false);
        const parts = [deleted > 0 ? t('deletedOld', { count: deleted }) : t('nothingOld')];
        if (kept > 0) parts.push(t('keptInvoiced', { count: kept }));
        snackbar.success(parts.join('. '));
      },
      onError: (error) => snackbar.error(failure(error)),
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          canDelete ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteSweepIcon />}
              onClick={() => setAskOld(true)}
              disabled={!list.data}
            >
              {t('deleteOld')}
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed', { message: list.error.message })}
        </Alert>
      ) : (
        <>
          <Tabs
            value={tab}
            onChange={(_e, value: LiveTab) => setTab(value)}
            aria-label={t('tabs')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2 }}
          >
            {LIVE_TABS.map((key) => (
              <Tab
                key={key}
                value={key}
                id={`live-tab-${key}`}
                aria-controls={`live-panel-${key}`}
                label={t('tabWithCount', { label: t(TAB_TEXT[key]), count: byTab[key].length })}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`live-panel-${tab}`}
            aria-labelledby={`live-tab-${tab}`}
            sx={{ position: 'relative' }}
          >
            {list.isFetching ? (
              <LinearProgress
                aria-label={t('refreshing')}
                sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
              />
            ) : null}
            <LiveTransactionsTable
              label={t(TAB_TEXT[tab])}
              transactions={byTab[tab]}
              timezone={timezone}
              onDelete={canDelete ? setDeleting : undefined}
            />
          </Box>
        </>
      )}
      <DeleteLiveTransactionDialog
        key={deleting?.id ?? 'none'}
        label={deleting ? liveTransactionLabel(deleting) : null}
        busy={deleteOne.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={askOld}
        title={t('deleteOldTitle')}
        text={t('deleteOldText')}
        confirmLabel={t('deleteOldConfirm')}
        danger
        busy={deleteOld.isPending}
        onConfirm={confirmDeleteOld}
        onClose={() => setAskOld(false)}
      />
    </>
  );
}
