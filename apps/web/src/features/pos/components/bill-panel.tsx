import CallMerge from '@mui/icons-material/CallMerge';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import LocalOffer from '@mui/icons-material/LocalOffer';
import MoveDown from '@mui/icons-material/MoveDown';
import Payments from '@mui/icons-material/Payments';
import Receipt from '@mui/icons-material/Receipt';
import Undo from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import {
  overpaidOf,
  POS_STAFF_MESSAGES,
  type PosSetupResponse,
  type Transaction,
  type TransactionAdjustment,
  type TransactionOrder,
} from '@rpos/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useAcceptOrder, useCloseBill, useRemoveAdjustment } from '../api/pos-mutations';
import { usePosStaffMay } from '../api/pos-staff-api';
import { errorText } from '../error-text';
import { FLOOR_PATH } from '../model/paths';
import { canRefund } from '../pos-access';
import { usePosT } from '../pos-texts';
import { DeleteBillDialog, MergeDialog, MoveDialog } from './bill-action-dialogs';
import { DiscountDialog } from './discount-dialog';
import { MemberVoucherDialog } from './member-voucher-dialog';
import { type PaidResult, PayDialog } from './pay-dialog';
import { ReceiptDialog } from './receipt-dialog';
import { RefundDialog } from './refund-dialog';
import { VoidDishDialog, type VoidTarget } from './void-dish-dialog';

type Open = 'pay' | 'refund' | 'discount' | 'voucher' | 'move' | 'merge' | 'delete' | 'receipt' | null;

/** The parts of the bill panel that scroll (orders, adjustments) get these from the panel. */
export interface BillPanelState {
  accepting: string | null;
  removing: string | null;
  accept: (order: TransactionOrder) => void;
  removeAdjustment: (adjustment: TransactionAdjustment) => void;
  askVoid: (target: VoidTarget) => void;
}

/**
 * The bill's calls and dialogs: accept an order, void a dish, remove an adjustment, and the action
 * bar — Pay, Discount, Move, Merge, Receipt, Delete (delTransactions), Close (a bill left at 0).
 */
export function useBillPanel(bill: Transaction | null) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const id = bill?.uuid ?? '';
  const accept = useAcceptOrder(id);
  const removeAdjustment = useRemoveAdjustment(id);
  const [voidTarget, setVoidTarget] = useState<VoidTarget | null>(null);
  const fail = (e: unknown) => snackbar.error(errorText(e, t('actionFailed')));
  // The staff member at the till may lack the code (decision 0237): say so before any call.
  const may = usePosStaffMay();
  const refuse = () => snackbar.error(POS_STAFF_MESSAGES.notPermitted);
  const state: BillPanelState = {
    accepting: accept.isPending ? (accept.variables ?? null) : null,
    removing: removeAdjustment.isPending ? (removeAdjustment.variables ?? null) : null,
    accept: (order) =>
      accept.mutate(order.orderId, { onSuccess: () => snackbar.success(t('accepted')), onError: fail }),
    removeAdjustment: (a) =>
      may('posDiscounts') ? a.id && removeAdjustment.mutate(a.id, { onError: fail }) : refuse(),
    askVoid: (target) => (may('posVoids') ? setVoidTarget(target) : refuse()),
  };
  const voidDialog = <VoidDishDialog billId={id} target={voidTarget} onClose={() => setVoidTarget(null)} />;
  return { state, voidDialog };
}

export function BillActions({
  bill,
  setup,
  restaurantName,
  canDelete,
  onPaid,
}: {
  bill: Transaction;
  setup: PosSetupResponse;
  restaurantName: string;
  canDelete: boolean;
  onPaid: (result: PaidResult) => void;
}) {
  const t = usePosT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const closeBill = useCloseBill(bill.uuid);
  const [open, setOpen] = useState<Open>(null);
  const [closeError, setCloseError] = useState<string | null>(null);
  const may = usePosStaffMay();
  const symbol = setup.currencySymbol;
  const dinein = bill.type === 'dinein';
  const closable = bill.balance === 0 && bill.orders.length > 0;
  // A discount or void after a part payment: the difference goes back before the bill closes.
  const overpaid = overpaidOf(bill.balance);
  const user = useUser().data;
  const mayRefund = !!user && canRefund(user) && may('posRefunds');
  const shut = () => setOpen(null);
  const small = { minHeight: 44, flex: '1 1 30%', whiteSpace: 'nowrap' } as const;

  return (
    <>
      {closeError ? (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setCloseError(null)}>
          {closeError}
        </Alert>
      ) : null}
      {closable ? (
        <Button
          variant="contained"
          color="success"
          size="large"
          fullWidth
          startIcon={
            closeBill.isPending ? (
              <CircularProgress size={18} color="inherit" aria-label={t('working')} />
            ) : (
              <DoneAll />
            )
          }
          disabled={closeBill.isPending || !may('posPayments')}
          onClick={() =>
            closeBill.mutate(undefined, {
              onSuccess: () => snackbar.success(t('closed')),
              onError: (e) => setCloseError(errorText(e, t('actionFailed'))),
            })
          }
          sx={{ minHeight: 56 }}
        >
          {t('closeBill')}
        </Button>
      ) : overpaid > 0 ? (
        <>
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('overpaidNotice', { amount: formatCents(overpaid, symbol) })}
          </Alert>
          <Button
            variant="contained"
            color="warning"
            size="large"
            fullWidth
            startIcon={<Undo />}
            disabled={!mayRefund}
            onClick={() => setOpen('refund')}
            sx={{ minHeight: 56, fontSize: '1.1rem' }}
          >
            {t('refundOverpayment', { amount: formatCents(overpaid, symbol) })}
          </Button>
        </>
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<Payments />}
          disabled={bill.balance <= 0 || !may('posPayments')}
          onClick={() => setOpen('pay')}
          sx={{ minHeight: 56, fontSize: '1.1rem' }}
        >
          {t('pay')}
        </Button>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="outlined"
          startIcon={<LocalOffer />}
          disabled={!may('posDiscounts')}
          onClick={() => setOpen('discount')}
          sx={small}
        >
          {t('addDiscount')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<CardGiftcard />}
          disabled={!may('posDiscounts')}
          onClick={() => setOpen('voucher')}
          sx={small}
        >
          {t('memberVoucher')}
        </Button>
        {dinein ? (
          <>
            <Button
              variant="outlined"
              startIcon={<MoveDown />}
              disabled={!may('posMoveMerge')}
              onClick={() => setOpen('move')}
              sx={small}
            >
              {t('moveTable')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<CallMerge />}
              disabled={!may('posMoveMerge')}
              onClick={() => setOpen('merge')}
              sx={small}
            >
              {t('merge')}
            </Button>
          </>
        ) : null}
        <Button variant="outlined" startIcon={<Receipt />} onClick={() => setOpen('receipt')} sx={small}>
          {t('receipt')}
        </Button>
        {canDelete ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutline />}
            disabled={!may('posDeleteBills')}
            onClick={() => setOpen('delete')}
            sx={small}
          >
            {t('deleteBill')}
          </Button>
        ) : null}
      </Box>
      <PayDialog
        bill={bill}
        open={open === 'pay'}
        paymentTypes={setup.paymentTypes}
        currencySymbol={symbol}
        onClose={shut}
        onPaid={onPaid}
      />
      <RefundDialog bill={bill} open={open === 'refund'} currencySymbol={symbol} onClose={shut} />
      <DiscountDialog
        billId={bill.uuid}
        open={open === 'discount'}
        discounts={setup.discounts}
        currencySymbol={symbol}
        onClose={shut}
      />
      <MemberVoucherDialog
        billId={bill.uuid}
        open={open === 'voucher'}
        currencySymbol={symbol}
        onClose={shut}
      />
      {dinein ? (
        <>
          <MoveDialog bill={bill} open={open === 'move'} onClose={shut} />
          <MergeDialog bill={bill} open={open === 'merge'} currencySymbol={symbol} onClose={shut} />
        </>
      ) : null}
      <ReceiptDialog
        bill={bill}
        open={open === 'receipt'}
        restaurantName={restaurantName}
        timezone={setup.timezone}
        currencySymbol={symbol}
        onClose={shut}
      />
      {canDelete ? (
        <DeleteBillDialog
          bill={bill}
          open={open === 'delete'}
          onClose={shut}
          onDeleted={() => navigate(FLOOR_PATH)}
        />
      ) : null}
    </>
  );
}
