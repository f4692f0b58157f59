import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { parseDailyCron, type Sweep } from '@rpos/domain';
import { useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useDeleteSweep, useSweeps } from '../api/payouts-api';
import { failureMessage } from '../failure-message';
import { usePayoutsT } from '../payouts-texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** How a sweep's schedule reads: 'Daily at 17:30' for the payout's cron, else the expression. */
function scheduleText(s: Sweep, daily: (time: string) => string): string {
  const time = parseDailyCron(s.schedule.cronExpression);
  return time
    ? daily(`${pad(time.hour)}:${pad(time.minute)}`)
    : `${s.schedule.type} ${s.schedule.cronExpression}`.trim();
}

/** The sweeps list with delete (§2.6), target amounts from cents. */
export function SweepsTable({ restaurantId, timeZone }: { restaurantId: string; timeZone: string }) {
  const t = usePayoutsT();
  const snackbar = useSnackbar();
  const sweeps = useSweeps(restaurantId);
  const remove = useDeleteSweep(restaurantId);
  const [deleting, setDeleting] = useState<Sweep | null>(null);

  if (sweeps.isPending) return <PageLoader />;
  if (sweeps.isError) return <Alert severity="error">{failureMessage(sweeps.error, t('loadFailed'))}</Alert>;
  if (sweeps.data.length === 0) return <Typography color="text.secondary">{t('noSweeps')}</Typography>;
  const confirm = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        snackbar.success(answer.message);
        setDeleting(null);
      },
      onError: (e) => {
        setDeleting(null);
        snackbar.error(failureMessage(e, t('loadFailed')));
      },
    });
  return (
    <>
      <Table size="small" aria-label={t('sweeps')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reference')}</TableCell>
            <TableCell>{t('schedule')}</TableCell>
            <TableCell align="right">{t('targetAmount')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {sweeps.data.map((s) => (
            <TableRow key={s.id}>
              <TableCell>{s.id}</TableCell>
              <TableCell>{scheduleText(s, (time) => t('payoutDaily', { time, zone: timeZone }))}</TableCell>
              <TableCell align="right">{formatCents(s.targetAmount.value)}</TableCell>
              <TableCell>{s.status}</TableCell>
              <TableCell align="right">
                <IconButton aria-label={`${t('delete')} ${s.id}`} onClick={() => setDeleting(s)}>
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteSweepTitle')}
        text={t('deleteSweepText', { id: deleting?.id ?? '' })}
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
