import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { DeleteLiveTransactionQuery, REASON_MAX, TRANSACTION_DELETE_REASONS } from '@rpos/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useLiveTransactionsT } from '../live-transactions-texts';

const OTHER = 'other';

export interface DeleteLiveTransactionDialogProps {
  /** The bill's Table/Order name; null: closed. */
  label: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why an open bill is deleted: 'Invalid transaction', 'Refund', 'Test transaction' or a typed reason (§5). */
export function DeleteLiveTransactionDialog({
  label,
  busy,
  onConfirm,
  onClose,
}: DeleteLiveTransactionDialogProps) {
  const t = useLiveTransactionsT();
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();

  const close = () => {
    setChoice('');
    setTyped('');
    setError(null);
    onClose();
  };
  const confirm = () => {
    const parsed = DeleteLiveTransactionQuery.safeParse({ reason: choice === OTHER ? typed : choice });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('reasonRequired'));
      return;
    }
    onConfirm(parsed.data.reason);
  };

  return (
    <ConfirmDialog
      open={label !== null}
      title={t('deleteTitle', { label: label ?? '' })}
      text={t('deleteText')}
      confirmLabel={t('deleteConfirm')}
      danger
      busy={busy}
      onConfirm={confirm}
      onClose={close}
    >
      <FormControl error={error !== null} fullWidth>
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
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </FormControl>
    </ConfirmDialog>
  );
}
