import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { QueueEntry } from '@rpos/domain';
import { formatRestaurantTime, timezoneLabel } from '../../../shared/format/date-time';
import { useRestaurantTimezone } from '../../restaurants/api/use-restaurant-timezone';
import { minutesWaited, type QueueAction, queueActionsFor } from '../queue-board-rules';
import { type QueueBoardTextKey, useQueueBoardT } from '../queue-board-texts';
import { QueueStatusChip } from './queue-status-chip';

const ACTION_LOOK: Record<QueueAction, { color: 'primary' | 'success' | 'error'; label: QueueBoardTextKey }> =
  {
    call: { color: 'primary', label: 'callLabel' },
    seat: { color: 'success', label: 'seatLabel' },
    remove: { color: 'error', label: 'removeLabel' },
  };

export interface QueueBoardTableProps {
  entries: QueueEntry[];
  now: number;
  emptyText: string;
  /** The action running now (its button shows a spinner; the row's buttons wait). */
  pending: { id: string; action: QueueAction } | null;
  onAction: (entry: QueueEntry, action: QueueAction) => void;
}

/** The queue in order: number, name, guests, mobile, joined, waited so far, estimate, status, actions. */
export function QueueBoardTable({ entries, now, emptyText, pending, onAction }: QueueBoardTableProps) {
  const t = useQueueBoardT();
  const timezone = useRestaurantTimezone();
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('reference')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell align="right">{t('guests')}</TableCell>
              <TableCell>{t('phone')}</TableCell>
              <TableCell title={timezoneLabel(timezone)}>{t('joined')}</TableCell>
              <TableCell align="right">{t('waited')}</TableCell>
              <TableCell align="right">{t('estimate')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              entries.map((entry) => {
                const actions = queueActionsFor(entry.status);
                const active = actions.length > 0;
                const rowBusy = pending?.id === entry.id;
                return (
                  <TableRow
                    key={entry.id}
                    data-reference={entry.reference}
                    sx={{ opacity: active ? 1 : 0.6 }}
                  >
                    <TableCell sx={{ fontWeight: 700 }}>{entry.reference}</TableCell>
                    <TableCell>{entry.name}</TableCell>
                    <TableCell align="right">{entry.guestNum}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.phoneNumber}</TableCell>
                    <TableCell>{formatRestaurantTime(entry.joinedAt, timezone)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {active ? t('minutes', { count: minutesWaited(entry.joinedAt, now) }) : '—'}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {active ? t('minutes', { count: entry.waitingMinutes }) : '—'}
                    </TableCell>
                    <TableCell>
                      <QueueStatusChip status={entry.status} />
                    </TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                        {actions.map((action) => {
                          const look = ACTION_LOOK[action];
                          const running = rowBusy && pending?.action === action;
                          return (
                            <Button
                              key={action}
                              size="small"
                              variant={action === 'remove' ? 'outlined' : 'contained'}
                              color={look.color}
                              disabled={rowBusy}
                              aria-label={t(
                                action === 'call' && entry.status === 'called'
                                  ? 'callAgainLabel'
                                  : look.label,
                                { reference: entry.reference },
                              )}
                              onClick={() => onAction(entry, action)}
                              startIcon={
                                running ? (
                                  <CircularProgress size={14} color="inherit" aria-label={t('working')} />
                                ) : null
                              }
                            >
                              {action === 'call' && entry.status === 'called' ? t('callAgain') : t(action)}
                            </Button>
                          );
                        })}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
