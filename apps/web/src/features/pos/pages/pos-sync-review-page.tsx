import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { usePosSetup } from '../api/pos-queries';
import { billPath } from '../model/paths';
import type { HeldChange } from '../offline/offline-db';
import { addHeldToBill, dismissHeld, listHeld, onOfflineChange } from '../offline/offline-queue';
import { useOfflineT } from '../offline/offline-texts';

function useHeld(): HeldChange[] | null {
  const [held, setHeld] = useState<HeldChange[] | null>(null);
  useEffect(() => {
    let live = true;
    const read = async () => {
      const found = await listHeld();
      if (live) setHeld(found);
    };
    void read();
    const stop = onOfflineChange(() => void read());
    return () => {
      live = false;
      stop();
    };
  }, []);
  return held;
}

/**
 * /pos/review (issue 31): what the sync did not apply as the device showed it — repriced orders,
 * balances that differ, bills closed elsewhere, refusals, and a table two devices opened (kept aside
 * with both versions: this device's here, the other on the server). Staff accept the server's version
 * or, for a table taken, put this device's version on the table's bill. Never decided silently.
 */
export function PosSyncReviewPage() {
  const t = useOfflineT();
  const snackbar = useSnackbar();
  const held = useHeld();
  const symbol = usePosSetup().data?.currencySymbol ?? '$';
  const [busy, setBusy] = useState(false);
  if (held === null) return <PageLoader />;

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) snackbar.success(done);
    } finally {
      setBusy(false);
    }
  };
  // A change waiting on its bill's conflict is decided with that conflict.
  const shown = held.filter((h) => !h.result.differences.some((d) => d.code === 'waitsOnConflict'));
  const sameBill = (h: HeldChange) =>
    held.filter((o) => o.change.localBillId === h.change.localBillId && o.result.status === 'conflict');

  return (
    <Box sx={{ flexGrow: 1, overflow: 'auto', p: 2 }}>
      <Box sx={{ maxWidth: 820, mx: 'auto', display: 'grid', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('review')}
        </Typography>
        <Typography color="text.secondary">{t('reviewIntro')}</Typography>
        {shown.length === 0 ? <Alert severity="success">{t('reviewEmpty')}</Alert> : null}
        {shown.map((h) => {
          const taken = h.result.differences.find((d) => d.code === 'tableTaken');
          const group = sameBill(h);
          return (
            <Paper
              key={h.key}
              variant="outlined"
              sx={{ p: 1.5 }}
              component="section"
              aria-label={h.display.billLabel}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
                  {h.display.billLabel} ·{' '}
                  {h.change.kind === 'order'
                    ? t('queuedOrder')
                    : h.change.kind === 'payment'
                      ? t('queuedPayment', {
                          type: h.change.type,
                          amount: formatCents(h.change.amount, symbol),
                        })
                      : t('queuedClose')}
                </Typography>
                <Chip
                  size="small"
                  color={
                    h.result.status === 'applied' || h.result.status === 'duplicate' ? 'info' : 'warning'
                  }
                  label={t(`status_${h.result.status}`)}
                />
              </Box>
              {h.display.lines.map((l) => (
                <Typography key={l.key} variant="body2">
                  {l.quantity} × {l.name} · {formatCents(l.lineTotal, symbol)}
                </Typography>
              ))}
              {h.result.differences.map((d) => (
                <Alert key={d.code} severity="warning" sx={{ mt: 1 }}>
                  {d.message}
                  {d.expected !== null && d.actual !== null
                    ? ` ${t('expectedActual', { expected: formatCents(d.expected, symbol), actual: formatCents(d.actual, symbol) })}`
                    : ''}
                </Alert>
              ))}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {taken?.transactionId ? (
                  <>
                    <Button
                      variant="contained"
                      disabled={busy}
                      onClick={() =>
                        void act(
                          () => addHeldToBill(h.change.localBillId, taken.transactionId!),
                          t('resolved'),
                        )
                      }
                    >
                      {t('addToBill')}
                    </Button>
                    <Button
                      variant="outlined"
                      disabled={busy}
                      onClick={() => void act(() => dismissHeld(group.map((g) => g.key)))}
                    >
                      {t('discard')}
                    </Button>
                    <Button component={RouterLink} to={billPath(taken.transactionId)}>
                      {t('openBill')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button
                      variant="contained"
                      disabled={busy}
                      onClick={() => void act(() => dismissHeld([h.key, ...group.map((g) => g.key)]))}
                    >
                      {t('accept')}
                    </Button>
                    {h.result.transactionId ? (
                      <Button component={RouterLink} to={billPath(h.result.transactionId)}>
                        {t('openBill')}
                      </Button>
                    ) : null}
                  </>
                )}
              </Box>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
