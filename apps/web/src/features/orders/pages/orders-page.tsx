import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  type BackOfficeOrder,
  dineCustomersFileName,
  localClock,
  type OrderOrigin,
  orderDateToIso,
  readOrderOrigin,
  toOrderDateStr,
} from '@rpos/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { saveCsvFile } from '../../../shared/files/csv-download';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DmyDateField } from '../../../shared/ui/dmy-date-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantTimezone } from '../../restaurants/api/use-restaurant-timezone';
import { fetchDineCustomersCsv, useDeleteOrders, useTodayOrders } from '../api/back-office-orders-api';
import { useBackOfficeOrdersT } from '../back-office-orders-texts';
import { OrderTypeSplitButton } from '../components/order-type-split-button';
import { OrdersTable } from '../components/orders-table';
import { withReason } from '../failure-text';
import { orderDetailPath } from '../order-paths';

/**
 * /orders (back-office.md §2.6): the restaurant day's online or local orders. The day (?date=DD-MM-YY,
 * default today on the restaurant's clock) and the type (?type=online|local) live in the address, so
 * the detail page and a reload come back to the same list.
 */
export function OrdersPage() {
  const t = useBackOfficeOrdersT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const [params, setParams] = useSearchParams();
  const type = readOrderOrigin(params.get('type')) ?? 'online';
  const asked = params.get('date') ?? '';
  const dateStr = orderDateToIso(asked) ? asked : toOrderDateStr(localClock(new Date(), timezone).isoDate);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const day = useTodayOrders(type, dateStr);
  const remove = useDeleteOrders();
  const orders = day.data?.orders ?? [];
  const chosen = orders.filter((o) => selected.has(o.id));

  const show = (next: { type?: OrderOrigin; dateStr?: string }) => {
    if ((next.type ?? type) === type && (next.dateStr ?? dateStr) === dateStr) {
      void day.refetch();
      return;
    }
    setSelected(new Set());
    setParams({ type: next.type ?? type, date: next.dateStr ?? dateStr });
  };

  const confirmDelete = () =>
    remove.mutate(
      { ids: chosen.map((o) => o.id), type, dateStr },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setSelected(new Set());
          snackbar.success(answer.message);
        },
        onError: (e) => {
          setConfirming(false);
          snackbar.error(withReason(t('deleteFailed'), e));
        },
      },
    );

  const downloadCustomers = async () => {
    setDownloading(true);
    try {
      saveCsvFile(await fetchDineCustomersCsv(dateStr), dineCustomersFileName(dateStr));
    } catch (e) {
      snackbar.error(withReason(t('loadFailed'), e));
    } finally {
      setDownloading(false);
    }
  };

  const detailPath = (o: BackOfficeOrder) => orderDetailPath(o.orderNumber, type, dateStr);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <OrderTypeSplitButton value={type} onChange={(next) => show({ type: next })} />
            <DmyDateField
              size="small"
              label={t('orderDate')}
              value={orderDateToIso(dateStr) ?? ''}
              onChange={(iso) => {
                if (iso) show({ dateStr: toOrderDateStr(iso) });
              }}
            />
            {type === 'online' ? (
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void downloadCustomers()}
                disabled={downloading}
              >
                {t('downloadCustomers')}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={chosen.length === 0}
              onClick={() => setConfirming(true)}
            >
              {t('delete')}
            </Button>
          </Box>
        }
      />
      <QueryContent
        query={{ ...day, isFetching: day.isFetching || remove.isPending }}
        failedText={withReason(t('loadFailed'), day.error)}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        <OrdersTable
          orders={orders}
          timezone={day.data?.timezone ?? timezone}
          currencySymbol={day.data?.currencySymbol ?? '$'}
          detailPath={detailPath}
          selected={selected}
          onSelect={setSelected}
        />
      </QueryContent>
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        text={t('deleteText', { count: chosen.length })}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
