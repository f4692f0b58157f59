import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { OutboxMessage } from '@rpos/domain';
import { formatRestaurantDateTime, timezoneLabel } from '../../../shared/format/date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRestaurantTimezone } from '../../restaurants/api/use-restaurant-timezone';

export const OUTBOX_PAGE_SIZES = [10, 25, 50, 100];

export interface OutboxTableProps {
  messages: OutboxMessage[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onOpen: (message: OutboxMessage) => void;
}

/** Time, channel, recipient, subject; a row opens the message. */
export function OutboxTable(props: OutboxTableProps) {
  const { t } = useTranslation();
  const { messages, total, page, pageSize, onOpen } = props;
  const timezone = useRestaurantTimezone();
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('outbox.table')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t('outbox.timeIn', { zone: timezoneLabel(timezone) })}
              </TableCell>
              <TableCell>{t('outbox.channel')}</TableCell>
              <TableCell>{t('outbox.recipient')}</TableCell>
              <TableCell>{t('outbox.subject')}</TableCell>
              <TableCell>{t('outbox.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {messages.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('outbox.empty')}
                </TableCell>
              </TableRow>
            ) : (
              messages.map((m) => (
                <TableRow
                  key={m.id}
                  hover
                  tabIndex={0}
                  onClick={() => onOpen(m)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      onOpen(m);
                    }
                  }}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(m.createdAt, timezone)}
                  </TableCell>
                  <TableCell>{m.channel === 'sms' ? t('outbox.sms') : t('outbox.email')}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{m.recipient}</TableCell>
                  <TableCell>{m.subject || t('outbox.noSubject')}</TableCell>
                  <TableCell>{m.status}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={OUTBOX_PAGE_SIZES}
        labelRowsPerPage={t('outbox.rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
