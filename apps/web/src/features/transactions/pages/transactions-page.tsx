import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import PeopleIcon from '@mui/icons-material/People';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { hasPermission, localClock, orderDateToIso, toOrderDateStr } from '@rpos/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { downloadCsv } from '../../../shared/files/csv-download';
import { DmyDateField } from '../../../shared/ui/dmy-date-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import { useRestaurantTimezone } from '../../restaurants';
import { useTransactionEvents } from '../api/live-transactions-api';
import { useDayTransactions, useDeleteTransactions } from '../api/transactions-api';
import { DeleteTransactionsDialog } from '../components/delete-transactions-dialog';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  TransactionsTable,
} from '../components/transactions-table';
import {
  adjustmentTypesReport,
  type CsvFile,
  matchesSearch,
  transactionReport,
  transactionTypesReport,
} from '../transaction-files';
import { useTransactionsT } from '../transactions-texts';

const readPage = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n - 1 : 0;
};
const readSize = (value: string | null): number => {
  const n = Number(value);
  return (TRANSACTION_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_TRANSACTION_PAGE_SIZE;
};

/**
 * /transactions (back-office.md §2.7): one restaurant day's bills (?date=DD-MM-YY, default today on
 * the restaurant's clock; ?page=n from 1), searched and paged here, the three CSV files, the delete
 * of chosen bills and, for an admin who may delete, the deleted ones.
 */
export function TransactionsPage() {
  const t = useTransactionsT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const user = useUser().data;
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const dateStr = orderDateToIso(asked) ? asked : toOrderDateStr(localClock(new Date(), timezone).isoDate);
  const page = readPage(params.get('page'));
  const size = readSize(params.get('size'));
  const [search, setSearch] = useState('');
  const [showDeleted, setShowDeleted] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const day = useDayTransactions(dateStr, showDeleted);
  useTransactionEvents();
  const remove = useDeleteTransactions();

  const loaded = day.data?.transactions;
  const all = useMemo(() => loaded ?? [], [loaded]);
  const listed = useMemo(() => all.filter((x) => matchesSearch(x, search)), [all, search]);
  const chosen = all.filter((x) => selected.has(x.uuid));
  const canDelete = day.data?.canDeleteTransactions ?? false;
  const actor = user ? { role: user.role, permissions: user.permissions.map((p) => p.code) } : null;
  const seesStaff = actor !== null && hasPermission(actor, 'staffManagement');
  const isAdmin = user?.role === 'admin';

  const go = (next: { dateStr?: string; page?: number; size?: number }) => {
    const p = new URLSearchParams(params);
    p.set('date', next.dateStr ?? dateStr);
    p.set('page', String((next.page ?? page) + 1));
    const s = next.size ?? size;
    if (s === DEFAULT_TRANSACTION_PAGE_SIZE) p.delete('size');
    else p.set('size', String(s));
    setParams(p);
  };

  const save = (file: CsvFile) => downloadCsv(file.fileName, file.header, file.rows);

  const confirmDelete = (reason: string) =>
    remove.mutate(
      { transactionIds: chosen.map((x) => x.uuid), dateStr, reason },
      {
        onSuccess: () => {
          setDeleting(false);
          setServerError(null);
          setSelected(new Set());
          snackbar.success(t('deleted'));
        },
        onError: (e) =>
          setServerError(isApiError(e) && e.status < 500 && e.message ? e.message : t('failed')),
      },
    );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <DmyDateField
              size="small"
              label={t('date')}
              value={orderDateToIso(dateStr) ?? ''}
              onChange={(iso) => {
                if (!iso) return;
                setSelected(new Set());
                go({ dateStr: toOrderDateStr(iso), page: 0 });
              }}
            />
            <TextField
              type="search"
              size="small"
              label={t('search')}
              placeholder={t('searchHint')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                if (page !== 0) go({ page: 0 });
              }}
            />
            {seesStaff ? (
              <Button
                component={RouterLink}
                to="/staffActivities"
                variant="outlined"
                startIcon={<PeopleIcon />}
              >
                {t('staffActivities')}
              </Button>
            ) : null}
            {isAdmin && canDelete ? (
              <FormControlLabel
                control={
                  <Switch
                    checked={showDeleted}
                    onChange={(e) => {
                      setShowDeleted(e.target.checked);
                      setSelected(new Set());
                    }}
                  />
                }
                label={t('showDeleted')}
              />
            ) : null}
          </Box>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!day.data}
          onClick={() => save(transactionReport(listed, timezone))}
        >
          {t('downloadTransactions')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!day.data}
          onClick={() => save(transactionTypesReport(listed))}
        >
          {t('downloadTypes')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={!day.data}
          onClick={() => save(adjustmentTypesReport(listed))}
        >
          {t('downloadAdjustments')}
        </Button>
        {canDelete ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => {
              setServerError(null);
              setDeleting(true);
            }}
          >
            {t('removeInvalid')}
          </Button>
        ) : null}
      </Box>
      <QueryContent
        query={{ ...day, isFetching: day.isFetching || remove.isPending }}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        <TransactionsTable
          transactions={listed}
          timezone={timezone}
          currencySymbol={user?.currencySymbol || '$'}
          page={page}
          size={size}
          onPage={(p, s) => go({ page: p, size: s })}
          selectable={canDelete}
          selected={selected}
          onSelect={setSelected}
          emptyText={all.length === 0 ? t('empty') : t('noMatch')}
          dateStr={dateStr}
        />
      </QueryContent>
      <DeleteTransactionsDialog
        open={deleting}
        selected={chosen}
        canDeleteInvoiceTransactions={day.data?.canDeleteInvoiceTransctions ?? false}
        busy={remove.isPending}
        serverError={serverError}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}
