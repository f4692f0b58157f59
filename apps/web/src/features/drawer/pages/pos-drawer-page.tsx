import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DrawerShift, NO_SALE_REASONS, PAY_IN_REASONS, PAY_OUT_REASONS } from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import {
  useCloseDrawer,
  useDrawer,
  useDrawerMovement,
  useNoSale,
  useOpenDrawer,
  usePrintDrawerReport,
} from '../api/drawer-api';
import { type DrawerForm, DrawerFormDialog } from '../components/drawer-form-dialog';
import { ShiftReport } from '../components/shift-report';
import { useDrawerT } from '../drawer-texts';

type Action = 'open' | 'payIn' | 'payOut' | 'noSale' | 'close';

const requestId = () => `drawer-${crypto.randomUUID()}`;
const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * /pos/drawer (issue 28; decisions 0510–0513): open a shift with a float; pay in, pay out, no sale;
 * the X report on screen (nothing reset) and printed; close with the cash counted, and the Z report
 * that answers, on screen and printed. A staff member without the drawer codes gets a manager's
 * approval through the POS's dialog.
 */
export function PosDrawerPage() {
  const t = useDrawerT();
  const snackbar = useSnackbar();
  const currencySymbol = useUser().data?.currencySymbol ?? '$';
  const drawer = useDrawer();
  const openCall = useOpenDrawer();
  const move = useDrawerMovement();
  const noSale = useNoSale();
  const closeCall = useCloseDrawer();
  const print = usePrintDrawerReport();
  const [action, setAction] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [zShift, setZShift] = useState<DrawerShift | null>(null);
  const shift = drawer.data?.shift ?? null;
  const money = (cents: number) => formatCents(cents, currencySymbol);

  const forms: Record<Action, DrawerForm> = {
    open: { title: t('openShift'), amountLabel: t('float'), submitLabel: t('openShift') },
    payIn: { title: t('payIn'), amountLabel: t('amount'), reasons: PAY_IN_REASONS, submitLabel: t('save') },
    payOut: {
      title: t('payOut'),
      amountLabel: t('amount'),
      reasons: PAY_OUT_REASONS,
      submitLabel: t('save'),
    },
    noSale: { title: t('noSale'), reasons: NO_SALE_REASONS, submitLabel: t('save') },
    close: {
      title: t('closeShift'),
      text: t('closeText', { expected: money(shift?.figures.cash.expected ?? 0) }),
      amountLabel: t('counted'),
      submitLabel: t('closeShift'),
    },
  };
  const pending = openCall.isPending || move.isPending || noSale.isPending || closeCall.isPending;
  const done = () => {
    setAction(null);
    setError(null);
  };
  const failed = (e: unknown) => setError(messageOf(e, t('failed')));

  const submit = ({ amount, reason }: { amount: number; reason: string }) => {
    const handlers = { onSuccess: done, onError: failed };
    if (action === 'open') {
      setZShift(null);
      openCall.mutate(amount, handlers);
    } else if (action === 'payIn' || action === 'payOut') {
      move.mutate({ type: action, amount, reason, requestId: requestId() }, handlers);
    } else if (action === 'noSale') noSale.mutate(reason, handlers);
    else if (action === 'close' && shift) {
      closeCall.mutate(
        { shiftId: shift.id, counted: amount },
        {
          onSuccess: (answer) => {
            setZShift(answer.shift);
            snackbar.success(t('closed'));
            done();
          },
          onError: failed,
        },
      );
    }
  };

  const printReport = (id: string) =>
    print.mutate(id, {
      onSuccess: () => snackbar.success(t('printed')),
      onError: (e) => snackbar.error(messageOf(e, t('failed'))),
    });

  return (
    <Box sx={{ p: 2, overflow: 'auto', display: 'grid', gap: 2, maxWidth: 720, width: '100%', mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button component={RouterLink} to="/drawerShifts">
          {t('shiftsLink')}
        </Button>
      </Box>
      <QueryContent
        query={drawer}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {shift ? (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" size="large" onClick={() => setAction('payIn')}>
                {t('payIn')}
              </Button>
              <Button variant="outlined" size="large" onClick={() => setAction('payOut')}>
                {t('payOut')}
              </Button>
              <Button variant="outlined" size="large" onClick={() => setAction('noSale')}>
                {t('noSale')}
              </Button>
              <Button size="large" disabled={print.isPending} onClick={() => printReport(shift.id)}>
                {t('printX')}
              </Button>
              <Button variant="contained" size="large" color="warning" onClick={() => setAction('close')}>
                {t('closeShift')}
              </Button>
            </Box>
            <ShiftReport shift={shift} currencySymbol={currencySymbol} />
          </>
        ) : (
          <>
            {zShift ? (
              <>
                <Button
                  variant="outlined"
                  size="large"
                  disabled={print.isPending}
                  onClick={() => printReport(zShift.id)}
                  sx={{ justifySelf: 'start' }}
                >
                  {t('printZ')}
                </Button>
                <ShiftReport shift={zShift} currencySymbol={currencySymbol} />
              </>
            ) : null}
            <Alert severity="info">{t('noShift')}</Alert>
            <Button
              variant="contained"
              size="large"
              onClick={() => setAction('open')}
              sx={{ justifySelf: 'start' }}
            >
              {t('openShift')}
            </Button>
          </>
        )}
      </QueryContent>
      <DrawerFormDialog
        key={action ?? 'none'}
        form={action ? forms[action] : null}
        pending={pending}
        error={error}
        onSubmit={submit}
        onClose={done}
      />
    </Box>
  );
}
