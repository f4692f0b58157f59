import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BANK_TRANSFER_TYPE, dollarsToCents, TRANSFER_TYPES, type TransferType } from '@rpos/domain';
import { useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useTransfer } from '../api/payouts-api';
import { failureMessage } from '../failure-message';
import { usePayoutsT } from '../payouts-texts';

/** The dialog's §5 check: the text to show, or null when the transfer may be sent. */
export function transferFormError(v: {
  amount: string;
  description: string;
  transferTo: TransferType;
  account: string;
  bsb: string;
}): 'fillAllFields' | 'validAmount' | null {
  if (!v.amount.trim() || !v.description.trim()) return 'fillAllFields';
  if (v.transferTo === BANK_TRANSFER_TYPE && (!v.account.trim() || !v.bsb.trim())) return 'fillAllFields';
  const cents = dollarsToCents(v.amount);
  if (cents === null || cents <= 0) return 'validAmount';
  return null;
}

/** Transfer Money (§2.6): amount in dollars on screen, cents on the wire; bank account and BSB for the bank type. */
export function TransferDialog({
  restaurantId,
  open,
  onClose,
}: {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = usePayoutsT();
  const snackbar = useSnackbar();
  const transfer = useTransfer(restaurantId);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [transferTo, setTransferTo] = useState<TransferType>('merchantBalanceAccount');
  const [account, setAccount] = useState('');
  const [bsb, setBsb] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };

  const submit = () => {
    const problem = transferFormError({ amount, description, transferTo, account, bsb });
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    transfer.mutate(
      {
        transferAmount: dollarsToCents(amount)!,
        transferDescription: description.trim(),
        transferTo,
        ...(transferTo === BANK_TRANSFER_TYPE ? { accountField: account.trim(), BSBField: bsb.trim() } : {}),
      },
      {
        onSuccess: (answer) => {
          snackbar.success(answer.message);
          setAmount('');
          setDescription('');
          close();
        },
        onError: (e) => setError(failureMessage(e, t('transferFailed'))),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="transfer-title">
      <DialogTitle id="transfer-title">{t('transferMoney')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            select
            label={t('transferTo')}
            value={transferTo}
            onChange={(e) => setTransferTo(e.target.value as TransferType)}
          >
            {TRANSFER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`type_${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label={t('description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          {transferTo === BANK_TRANSFER_TYPE ? (
            <>
              <TextField
                label={t('accountField')}
                value={account}
                onChange={(e) => setAccount(e.target.value)}
              />
              <TextField label={t('BSBField')} value={bsb} onChange={(e) => setBsb(e.target.value)} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={transfer.isPending}>
          {t('transferMoney')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
