import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { dollarsToCents, type StoreSettings } from '@rpos/domain';
import { useState } from 'react';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useStoreSettings, useUpdateStoreSettings } from '../api/payouts-api';
import { failureMessage } from '../failure-message';
import { usePayoutsT } from '../payouts-texts';

interface RatesForm {
  askConfirmation: boolean;
  visaRate: string;
  amexRate: string;
  eftposKind: 'percent' | 'amount';
  eftposRate: string;
  eftposAmount: string;
}

/** The form's values from a store's settings (§3: per card brand, a percentage or an amount in cents). */
export function ratesFormOf(s: StoreSettings | null): RatesForm {
  const of = (brand: string) => s?.configurations.find((c) => c.brand === brand)?.currencies[0];
  const eftpos = of('eftpos_australia');
  return {
    askConfirmation: s?.askConfirmation ?? false,
    visaRate: String(of('visa')?.percentage ?? 0),
    amexRate: String(of('amex')?.percentage ?? 0),
    eftposKind: eftpos?.amount !== undefined ? 'amount' : 'percent',
    eftposRate: String(eftpos?.percentage ?? 0),
    eftposAmount: eftpos?.amount !== undefined ? (eftpos.amount / 100).toFixed(2) : '',
  };
}

function RatesFields({
  restaurantId,
  initial,
  onDone,
}: {
  restaurantId: string;
  initial: RatesForm;
  onDone: () => void;
}) {
  const t = usePayoutsT();
  const snackbar = useSnackbar();
  const update = useUpdateStoreSettings(restaurantId);
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<RatesForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = () => {
    const eftposAmount = form.eftposKind === 'amount' ? dollarsToCents(form.eftposAmount) : null;
    if (form.eftposKind === 'amount' && eftposAmount === null) {
      setError(t('validAmount'));
      return;
    }
    update.mutate(
      {
        askConfirmation: form.askConfirmation,
        visaRate: form.visaRate.trim(),
        amexRate: form.amexRate.trim(),
        ...(form.eftposKind === 'amount' ? { eftposAmount } : { eftposRate: form.eftposRate.trim() }),
      },
      {
        onSuccess: (answer) => {
          snackbar.success(answer.message);
          onDone();
        },
        onError: (e) => setError(failureMessage(e, t('ratesFailed'))),
      },
    );
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <FormControlLabel
            control={
              <Switch
                checked={form.askConfirmation}
                onChange={(e) => set({ askConfirmation: e.target.checked })}
              />
            }
            label={t('askConfirmation')}
          />
          <TextField
            label={t('visaRate')}
            value={form.visaRate}
            onChange={(e) => set({ visaRate: e.target.value })}
          />
          <TextField
            label={t('amexRate')}
            value={form.amexRate}
            onChange={(e) => set({ amexRate: e.target.value })}
          />
          <TextField
            select
            label={t('eftposKind')}
            value={form.eftposKind}
            onChange={(e) => set({ eftposKind: e.target.value as RatesForm['eftposKind'] })}
          >
            <MenuItem value="percent">{t('eftposPercent')}</MenuItem>
            <MenuItem value="amount">{t('eftposFixed')}</MenuItem>
          </TextField>
          {form.eftposKind === 'percent' ? (
            <TextField
              label={t('eftposRate')}
              value={form.eftposRate}
              onChange={(e) => set({ eftposRate: e.target.value })}
            />
          ) : (
            <TextField
              label={t('eftposAmount')}
              value={form.eftposAmount}
              onChange={(e) => set({ eftposAmount: e.target.value })}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={update.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </>
  );
}

/** Edit Surcharge Rates (§2.6): the store settings of every store, read from the first. */
export function SurchargeRatesDialog({
  restaurantId,
  open,
  onClose,
}: {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = usePayoutsT();
  const settings = useStoreSettings(restaurantId, open);
  let body: React.ReactNode;
  if (settings.isPending) body = <PageLoader />;
  else if (settings.isError)
    body = (
      <DialogContent>
        <Alert severity="error">{failureMessage(settings.error, t('loadFailed'))}</Alert>
      </DialogContent>
    );
  else if (!settings.data)
    body = (
      <DialogContent>
        <Alert severity="info">{t('noStore')}</Alert>
      </DialogContent>
    );
  else
    body = <RatesFields restaurantId={restaurantId} initial={ratesFormOf(settings.data)} onDone={onClose} />;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rates-title">
      <DialogTitle id="rates-title">
        {t('editSurchargeRates')}
        {settings.data ? ` — ${settings.data.store}` : ''}
      </DialogTitle>
      {body}
    </Dialog>
  );
}
