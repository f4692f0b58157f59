import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  TRANSACTION_MESSAGES,
  type TransactionDish,
  type TransactionOrder,
  VOID_DISH_REASONS,
} from '@rpos/domain';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useVoidDish } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosT } from '../pos-texts';
import { ReasonPicker } from './reason-picker';

export interface VoidTarget {
  order: TransactionOrder;
  dish: TransactionDish;
}

/**
 * Voiding a sent dish (decision 0131): a reason from VOID_DISH_REASONS or typed, and whether it stays
 * on the bill struck through (void) or leaves the bill and the receipt (remove: permanentDeletion).
 */
export function VoidDishDialog({
  billId,
  target,
  onClose,
}: {
  billId: string;
  target: VoidTarget | null;
  onClose: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const howId = useId();
  const voidDish = useVoidDish(billId);
  const [reason, setReason] = useState('');
  const [remove, setRemove] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const name = target?.dish.dish.name ?? '';

  const close = () => {
    setReason('');
    setRemove(false);
    setError(null);
    setServerError(null);
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    if (!reason.trim()) {
      setError(TRANSACTION_MESSAGES.voidReasonRequired);
      return;
    }
    setServerError(null);
    voidDish.mutate(
      {
        orderId: target.order.orderId,
        lineId: target.dish.lineId,
        reason: reason.trim(),
        permanentDeletion: remove,
      },
      {
        onSuccess: () => {
          snackbar.success(
            remove ? t('removed', { reason: reason.trim() }) : t('voided', { reason: reason.trim() }),
          );
          close();
        },
        onError: (e) => setServerError(errorText(e, t('actionFailed'))),
      },
    );
  };

  return (
    <ConfirmDialog
      open={!!target}
      title={t('voidTitle', { name })}
      confirmLabel={remove ? t('removeConfirm') : t('voidConfirm')}
      danger
      busy={voidDish.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <ReasonPicker
        options={VOID_DISH_REASONS}
        value={reason}
        onChange={(r) => {
          setReason(r);
          setError(null);
        }}
        error={error}
        disabled={voidDish.isPending}
      />
      <Typography id={howId} variant="subtitle2" sx={{ mt: 2 }}>
        {t('voidHow')}
      </Typography>
      <RadioGroup
        aria-labelledby={howId}
        value={remove ? 'remove' : 'void'}
        onChange={(_e, v) => setRemove(v === 'remove')}
      >
        <FormControlLabel value="void" control={<Radio />} label={t('voidKeep')} sx={{ minHeight: 44 }} />
        <FormControlLabel value="remove" control={<Radio />} label={t('voidRemove')} sx={{ minHeight: 44 }} />
      </RadioGroup>
      {serverError ? <Alert severity="error">{serverError}</Alert> : null}
    </ConfirmDialog>
  );
}
