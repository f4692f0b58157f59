import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Transaction } from '@rpos/domain';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { usePrintBill } from '../../printing';
import { usePrintInvoice } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosT } from '../pos-texts';
import { ReceiptView } from './receipt-view';

/**
 * Print: records the invoice as printed (POST printInvoice: the floor then shows the table as
 * awaiting payment) and opens the browser's print of the receipt. A refused record still prints and
 * says why.
 */
export function PrintReceiptButton({
  bill,
  variant = 'contained',
}: {
  bill: Transaction;
  variant?: 'contained' | 'outlined';
}) {
  const t = usePosT();
  const printInvoice = usePrintInvoice(bill.uuid);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error ? (
        <Alert severity="warning" sx={{ mr: 'auto' }}>
          {error}
        </Alert>
      ) : null}
      <Button
        variant={variant}
        startIcon={
          printInvoice.isPending ? (
            <CircularProgress size={16} color="inherit" aria-label={t('working')} />
          ) : (
            <Print />
          )
        }
        disabled={printInvoice.isPending}
        onClick={() => {
          setError(null);
          printInvoice.mutate(undefined, {
            onError: (e) => setError(errorText(e, t('actionFailed'))),
            onSettled: () => window.print(),
          });
        }}
        sx={{ minHeight: 48 }}
      >
        {t('print')}
      </Button>
    </>
  );
}

/**
 * Send to printer: the bill (or, once paid, the invoice) to the receipt printer the print settings
 * name, through the print queue (POST /printBill); without a printer it waits in the print outbox.
 */
export function SendToPrinterButton({ bill }: { bill: Transaction }) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const printBill = usePrintBill();
  return (
    <Button
      variant="outlined"
      startIcon={
        printBill.isPending ? <CircularProgress size={16} color="inherit" aria-label={t('working')} /> : null
      }
      disabled={printBill.isPending}
      onClick={() =>
        printBill.mutate(
          { transactionId: bill.uuid, printType: bill.billPaid ? 'Invoice' : 'Bill' },
          {
            onSuccess: (answer) => snackbar.success(answer.message),
            onError: (e) => snackbar.error(errorText(e, t('actionFailed'))),
          },
        )
      }
      sx={{ minHeight: 48 }}
    >
      {t('sendToPrinter')}
    </Button>
  );
}

/** The receipt of an open bill (the bill to show the customer before paying). */
export function ReceiptDialog({
  bill,
  open,
  restaurantName,
  timezone,
  currencySymbol,
  onClose,
}: {
  bill: Transaction;
  open: boolean;
  restaurantName: string;
  timezone: string;
  currencySymbol: string;
  onClose: () => void;
}) {
  const t = usePosT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('receiptTitle')}</DialogTitle>
      <DialogContent dividers>
        <ReceiptView
          bill={bill}
          restaurantName={restaurantName}
          timezone={timezone}
          currencySymbol={currencySymbol}
        />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {t('close')}
        </Button>
        <SendToPrinterButton bill={bill} />
        <PrintReceiptButton bill={bill} />
      </DialogActions>
    </Dialog>
  );
}
