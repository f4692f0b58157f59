import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type AddAdjustmentRequest,
  CUSTOM_DISCOUNT_NAME,
  csvToCents,
  customDiscount,
  type Discount,
} from '@rpos/domain';
import { useId, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useAddAdjustment } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosT } from '../pos-texts';

const discountLabel = (d: Discount, symbol: string) =>
  d.percentage !== null
    ? `${d.name} (${d.percentage} %)`
    : `${d.name} (${formatCents(d.amount ?? 0, symbol)})`;

/**
 * Adding a discount to the bill: one of the restaurant's posSettings discounts, or a custom
 * percentage or amount checked by the domain's customDiscount (the posSettings discount rules and
 * texts) before the server checks it again.
 */
export function DiscountDialog({
  billId,
  open,
  discounts,
  currencySymbol,
  onClose,
}: {
  billId: string;
  open: boolean;
  discounts: readonly Discount[];
  currencySymbol: string;
  onClose: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const titleId = useId();
  const add = useAddAdjustment(billId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<'percentage' | 'amount'>('percentage');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const close = () => {
    setName('');
    setValue('');
    setFieldError(null);
    setError(null);
    onClose();
  };
  // Awaited rather than mutate's own callbacks: those run only while the mutation has listeners, and
  // the dialog must close once the discount is on the bill whatever re-rendered meanwhile (issue 28).
  const submit = async (request: AddAdjustmentRequest, which: string) => {
    setError(null);
    setPending(which);
    try {
      await add.mutateAsync(request);
      close();
      snackbar.success(t('discountAdded'));
    } catch (e) {
      setError(errorText(e, t('actionFailed')));
    } finally {
      setPending(null);
    }
  };
  const addCustom = () => {
    const number = kind === 'percentage' ? (value.trim() === '' ? undefined : Number(value)) : undefined;
    const cents =
      kind === 'amount' ? (value.trim() === '' ? undefined : (csvToCents(value) ?? Number.NaN)) : undefined;
    const custom = { name: name.trim() || null, percentage: number, amount: cents };
    const checked = customDiscount(custom);
    if (!checked.ok) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    void submit({ custom }, 'custom');
  };

  return (
    <Dialog
      open={open}
      onClose={add.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('discountTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('restaurantDiscounts')}
        </Typography>
        {discounts.length === 0 ? (
          <Typography color="text.secondary">{t('noDiscounts')}</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {discounts.map((d) => (
              <Button
                key={d.name}
                variant="outlined"
                disabled={add.isPending}
                onClick={() => void submit({ discountName: d.name }, d.name)}
                startIcon={
                  pending === d.name ? <CircularProgress size={16} aria-label={t('working')} /> : null
                }
                sx={{ minHeight: 48, textTransform: 'none' }}
              >
                {discountLabel(d, currencySymbol)}
              </Button>
            ))}
          </Box>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('customDiscount')}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            addCustom();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            label={t('discountName')}
            placeholder={CUSTOM_DISCOUNT_NAME}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, 100))}
            disabled={add.isPending}
          />
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={kind}
            onChange={(_e, v: 'percentage' | 'amount' | null) => v && setKind(v)}
            aria-label={t('discountKind')}
            disabled={add.isPending}
          >
            <ToggleButton value="percentage" sx={{ minHeight: 44, px: 3 }}>
              {t('percentage')}
            </ToggleButton>
            <ToggleButton value="amount" sx={{ minHeight: 44, px: 3 }}>
              {t('amount')}
            </ToggleButton>
          </ToggleButtonGroup>
          <TextField
            label={
              kind === 'percentage' ? t('percentageLabel') : t('amountLabel', { symbol: currencySymbol })
            }
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!fieldError}
            helperText={fieldError ?? undefined}
            disabled={add.isPending}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={add.isPending}
            startIcon={
              pending === 'custom' ? (
                <CircularProgress size={16} color="inherit" aria-label={t('working')} />
              ) : null
            }
            sx={{ minHeight: 48, alignSelf: 'flex-start' }}
          >
            {t('addCustom')}
          </Button>
        </Box>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={add.isPending} sx={{ minHeight: 44 }}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
