import TextField from '@mui/material/TextField';
import { isRefundAmountOk, parseRefundInput } from '@rpos/domain';
import { useEffect, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useBackOfficeOrdersT } from '../back-office-orders-texts';

export interface RefundDialogProps {
  open: boolean;
  /** Refund All: the amount is the total and cannot be changed. */
  all: boolean;
  /** What may still be refunded (cents): the most OK accepts. */
  total: number;
  currencySymbol: string;
  busy: boolean;
  onConfirm: (cents: number) => void;
  onClose: () => void;
}

/**
 * The refund dialog (back-office.md §5): the amount in dollars; OK is disabled when it is greater
 * than the total or is 0 (or is not an amount), and while the refund runs.
 */
export function RefundDialog(props: RefundDialogProps) {
  const t = useBackOfficeOrdersT();
  const [text, setText] = useState('');
  const { open, all, total } = props;
  useEffect(() => {
    if (open) setText(all ? (total / 100).toFixed(2) : '');
  }, [open, all, total]);
  const cents = all ? total : parseRefundInput(text);
  const ok = isRefundAmountOk(cents, total);
  const confirm = () => {
    if (ok && cents !== null && !props.busy) props.onConfirm(cents);
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('dialogTitle')}
      text={
        all
          ? t('dialogAllText', { total: formatCents(total, props.currencySymbol) })
          : t('dialogText', { total: formatCents(total, props.currencySymbol) })
      }
      confirmLabel={t('ok')}
      confirmDisabled={!ok}
      busy={props.busy}
      onConfirm={confirm}
      onClose={props.onClose}
    >
      <TextField
        label={t('amountLabel')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            confirm();
          }
        }}
        disabled={all || props.busy}
        autoFocus={!all}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
      />
    </ConfirmDialog>
  );
}
