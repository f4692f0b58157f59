import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { REASON_MAX, TRANSACTION_DELETE_REASONS } from '@rpos/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

const OTHER = 'other';

/** What the chosen or typed reason gives: the reason to send, or the message to show. */
export type ReasonCheck = { ok: true; reason: string } | { ok: false; message: string };

export interface DeleteReasonDialogProps {
  open: boolean;
  title: string;
  text: string;
  labels: { reason: string; other: string; typed: string; confirm: string };
  busy: boolean;
  /** The server's refusal, shown as it came. */
  serverError?: string | null;
  /** The rule the server applies too, run before sending. */
  check: (reason: string) => ReasonCheck;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Deleting bills (back-office.md §5, §9): a reason — 'Invalid transaction', 'Refund', 'Test
 * transaction' or typed (at most REASON_MAX characters) — checked before sending. One dialog for the
 * transactions list and the live transactions page.
 */
export function DeleteReasonDialog(props: DeleteReasonDialogProps) {
  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const shown = error ?? props.serverError ?? null;

  const close = () => {
    setChoice('');
    setTyped('');
    setError(null);
    props.onClose();
  };
  const confirm = () => {
    const checked = props.check(choice === OTHER ? typed : choice);
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
      title={props.title}
      text={props.text}
      confirmLabel={props.labels.confirm}
      danger
      busy={props.busy}
      onConfirm={confirm}
      onClose={close}
    >
      <FormControl error={shown !== null} fullWidth>
        <FormLabel id={labelId}>{props.labels.reason}</FormLabel>
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
          <FormControlLabel value={OTHER} control={<Radio />} label={props.labels.other} />
        </RadioGroup>
        {choice === OTHER ? (
          <TextField
            autoFocus
            size="small"
            label={props.labels.typed}
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
