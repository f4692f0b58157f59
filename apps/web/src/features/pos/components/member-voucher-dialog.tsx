import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatVoucherDate, type PosMemberVouchersResponse, voucherOffer } from '@rpos/domain';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../../shared/api/api-client';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useApplyVoucher } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosT } from '../pos-texts';

/**
 * A member's voucher on the bill (decision 0272): find the member by phone, apply one of their
 * vouchers usable today; the server works out the discount and uses the voucher once.
 */
export function MemberVoucherDialog({
  billId,
  open,
  currencySymbol,
  onClose,
}: {
  billId: string;
  open: boolean;
  currencySymbol: string;
  onClose: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const titleId = useId();
  const apply = useApplyVoucher(billId);
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<PosMemberVouchersResponse | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPhone('');
    setFound(null);
    setError(null);
    onClose();
  };
  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return;
    setError(null);
    setSearching(true);
    try {
      setFound(
        await api.post<PosMemberVouchersResponse>('/pos/memberVouchers', { phoneNumber: phone.trim() }),
      );
    } catch (e) {
      setError(errorText(e, t('actionFailed')));
    } finally {
      setSearching(false);
    }
  };
  const name = found?.member ? `${found.member.firstName} ${found.member.lastName}`.trim() : '';

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('memberVoucherTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack component="form" direction="row" spacing={1} onSubmit={find}>
            <TextField
              label={t('memberPhone')}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              type="tel"
              fullWidth
              size="small"
            />
            <Button type="submit" variant="outlined" disabled={searching || !phone.trim()}>
              {t('findMember')}
            </Button>
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {found && !found.member && <Typography>{t('noMember')}</Typography>}
          {found?.member && found.vouchers.length === 0 && (
            <Typography>{t('memberNoVouchers', { name })}</Typography>
          )}
          {found?.member && found.vouchers.length > 0 && (
            <List dense aria-label={t('memberVouchersOf', { name })}>
              {found.vouchers.map((v) => (
                <ListItem
                  key={v.voucherId}
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      variant="contained"
                      disabled={apply.isPending}
                      aria-label={t('applyVoucher', { name: v.name })}
                      onClick={() =>
                        apply.mutate(v.voucherId, {
                          onSuccess: () => {
                            snackbar.success(t('voucherApplied'));
                            close();
                          },
                          onError: (e) => setError(errorText(e, t('actionFailed'))),
                        })
                      }
                    >
                      {t('applyVoucher', { name: '' }).trim()}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={`${v.name}: ${voucherOffer(
                      {
                        isPercentage: v.isPercentage,
                        percentage: v.percents,
                        amount: v.amount,
                        maxPrice: v.maxPrice,
                        forOneItem: v.forOneItem,
                        isFreeItem: v.isFreeItem,
                      },
                      currencySymbol,
                    )}`}
                    secondary={formatVoucherDate(v.expireDate)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
