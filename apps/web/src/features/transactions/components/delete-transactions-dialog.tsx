import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { checkTransactionDelete, REASON_MAX, TRANSACTION_DELETE_REASONS } from '@rpos/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useTransactionsT } from '../transactions-texts';

const OTHER = 'other';

export interface DeleteTransactionsDialogProps {
  open: boolean;
  /** The bills chosen in the table. */
  selected: readonly { isInvoicePrinted: boolean }[];
  /** The server's canDeleteInvoiceTransctions. */
  canDeleteInvoiceTransactions: boolean;
  busy: boolean;
  /** The server's refusal, shown as it came. */
  serverError: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * "Remove Invalid Transactions" (§2.7, §5): a reason — 'Invalid transaction', 'Refund', 'Test
 * transaction' or typed — checked with the server's own rule (checkTransactionDelete) before sending.
 */
export function DeleteTransactionsDialog(props: DeleteTransactionsDialogProps) {
  const t = useTransactionsT();
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const shown = error ?? props.serverError;

  const close = () => {
    setChoice('');
    setTyped('');
    setError(null);
    props.onClose();
  };
  const confirm = () => {
    const checked = checkTransactionDelete({
      selected: props.selected,
      reason: choice === OTHER ? typed : choice,
      canDeleteInvoiceTransactions: props.canDeleteInvoiceTransactions,
    });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    props.onConfirm(checked.reason);
  };

  return (
    <ConfirmDialog
      open={props.open}
      title={t('deleteTitle')}
      text={t('deleteText', { count: props.selected.length })}
      confirmLabel={t('deleteConfirm')}
      danger
      busy={props.busy}
      onConfirm={confirm}
      onClose={close}
    >
      <FormControl error={shown !== null} fullWidth>
        <FormLabel id={labelId}>{t('reason')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(null);
          }}
        >
          {TRANSACTION_DELETE_REASONS.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
          ))}
          <FormControlLabel value={OTHER} control={<Radio />} label={t('otherReason')} />
        </RadioGroup>
        {choice === OTHER ? (
          <TextField
            autoFocus
            size="small"
            label={t('typedReason')}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        ) : null}
        {shown ? <FormHelperText role="alert">{shown}</FormHelperText> : null}
      </FormControl>
    </ConfirmDialog>
  );
}
