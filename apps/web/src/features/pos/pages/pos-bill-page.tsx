import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { PosSetupResponse, Transaction } from '@rpos/domain';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { useUser } from '../../auth/api/use-user';
import { usePosBill, usePosFloor, usePosSetup } from '../api/pos-queries';
import { usePosStaffMay } from '../api/pos-staff-api';
import { LoadState } from '../components/load-state';
import { OrderScreen } from '../components/order-screen';
import { PrintReceiptButton, SendToPrinterButton } from '../components/receipt-dialog';
import { ReceiptView } from '../components/receipt-view';
import { RefundDialog, ReopenDialog } from '../components/refund-dialog';
import { billTitle } from '../model/bill-title';
import { FLOOR_PATH, offlineBillPath } from '../model/paths';
import { useIsOffline } from '../offline/use-offline';
import { canDeleteBills, canRefund } from '../pos-access';
import { usePosT } from '../pos-texts';

/** A bill that is paid or deleted: its receipt, the change to give after the last payment, and back to the floor. */
function ClosedBill({
  bill,
  setup,
  restaurantName,
  change,
}: {
  bill: Transaction;
  setup: PosSetupResponse;
  restaurantName: string;
  change: number | null;
}) {
  const t = usePosT();
  const may = usePosStaffMay();
  const user = useUser().data;
  const [open, setOpen] = useState<'refund' | 'reopen' | null>(null);
  const paid = !bill.deleted;
  const refundable = bill.paymentTypes.some((p) => p.merchantAmount > p.refunded);
  return (
    <Box sx={{ flexGrow: 1, overflow: 'auto', p: 2 }}>
      <Paper variant="outlined" sx={{ maxWidth: 520, mx: 'auto', p: 2 }}>
        {bill.deleted ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('billDeleted', { reason: bill.deletedReason ?? '' })}
          </Alert>
        ) : (
          <Alert severity="success" sx={{ mb: 2 }} role="status">
            {t('billPaid')}
            {change ? ` ${t('paymentChange', { amount: formatCents(change, setup.currencySymbol) })}` : ''}
          </Alert>
        )}
        <ReceiptView
          bill={bill}
          restaurantName={restaurantName}
          timezone={setup.timezone}
          currencySymbol={setup.currencySymbol}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          {bill.deleted ? null : (
            <>
              <Button
                variant="outlined"
                disabled={!refundable || !user || !canRefund(user) || !may('posRefunds')}
                onClick={() => setOpen('refund')}
                sx={{ minHeight: 48 }}
              >
                {t('refund')}
              </Button>
              <Button
                variant="outlined"
                disabled={!may('posReopen')}
                onClick={() => setOpen('reopen')}
                sx={{ minHeight: 48 }}
              >
                {t('reopen')}
              </Button>
              <SendToPrinterButton bill={bill} />
              <PrintReceiptButton bill={bill} variant="outlined" />
            </>
          )}
          <Button
            variant="contained"
            component={RouterLink}
            to={FLOOR_PATH}
            startIcon={<TableRestaurant />}
            sx={{ minHeight: 48 }}
          >
            {t('backToFloor')}
          </Button>
        </Box>
      </Paper>
      {paid ? (
        <>
          <RefundDialog
            bill={bill}
            open={open === 'refund'}
            currencySymbol={setup.currencySymbol}
            onClose={() => setOpen(null)}
          />
          <ReopenDialog bill={bill} open={open === 'reopen'} onClose={() => setOpen(null)} />
        </>
      ) : null}
    </Box>
  );
}

/**
 * /pos/bill/:transactionId: an open bill on the order screen; once paid (or deleted) its receipt
 * with the way back to the floor.
 */
export function PosBillPage() {
  const t = usePosT();
  const { transactionId } = useParams();
  const bill = usePosBill(transactionId);
  const setup = usePosSetup();
  const floor = usePosFloor();
  const user = useUser().data;
  const [change, setChange] = useState<number | null>(null);
  const restaurantName = user?.restaurantName ?? '';
  // Offline, the bill is changed on the device (issue 31).
  const offline = useIsOffline();
  if (offline && transactionId && !bill.data?.billPaid)
    return <Navigate to={offlineBillPath(transactionId)} replace />;

  return (
    <LoadState queries={[bill, setup]}>
      {() => {
        if (!bill.data || !setup.data) return null;
        const b = bill.data;
        if (b.billPaid || b.deleted)
          return <ClosedBill bill={b} setup={setup.data} restaurantName={restaurantName} change={change} />;
        const tableName = floor.data?.tables.find((table) => table.tableNumber === b.tableNo)?.name;
        return (
          <OrderScreen
            key={b.uuid}
            title={billTitle(t, { bill: b }, tableName)}
            target={{ kind: 'bill', bill: b }}
            bill={b}
            setup={setup.data}
            restaurantName={restaurantName}
            canDelete={!!user && canDeleteBills(user)}
            onSent={() => undefined}
            onPaid={({ change: given }) => setChange(given)}
          />
        );
      }}
    </LoadState>
  );
}
