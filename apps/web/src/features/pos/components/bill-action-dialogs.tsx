import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TRANSACTION_DELETE_REASONS, TRANSACTION_MESSAGES, type Transaction } from '@rpos/domain';
import { type ReactNode, useId, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useDeleteBill, useMergeBill, useMoveBill } from '../api/pos-mutations';
import { usePosFloor } from '../api/pos-queries';
import { errorText } from '../error-text';
import { tableDisplayName, usePosT } from '../pos-texts';
import { ReasonPicker } from './reason-picker';

interface Choice {
  key: string;
  label: string;
}

/** A dialog of large choice buttons (tables or bills) from the floor; a tap acts at once. */
function ChoiceDialog({
  open,
  title,
  empty,
  choices,
  loading,
  pending,
  error,
  onChoose,
  onClose,
}: {
  open: boolean;
  title: string;
  empty: string;
  choices: Choice[] | null;
  loading: boolean;
  pending: string | null;
  error: string | null;
  onChoose: (key: string) => void;
  onClose: () => void;
}) {
  const t = usePosT();
  const titleId = useId();
  let body: ReactNode;
  if (loading || !choices) body = <PageLoader />;
  else if (choices.length === 0) body = <Typography color="text.secondary">{empty}</Typography>;
  else
    body = (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
        {choices.map((c) => (
          <Button
            key={c.key}
            variant="outlined"
            onClick={() => onChoose(c.key)}
            disabled={pending !== null}
            startIcon={pending === c.key ? <CircularProgress size={16} aria-label={t('working')} /> : null}
            sx={{ minHeight: 56, textTransform: 'none' }}
          >
            {c.label}
          </Button>
        ))}
      </Box>
    );
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {body}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending !== null} sx={{ minHeight: 44 }}>
          {t('cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Move: the bill goes to a free table of the floor. */
export function MoveDialog({
  bill,
  open,
  onClose,
}: {
  bill: Transaction;
  open: boolean;
  onClose: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const floor = usePosFloor(open);
  const move = useMoveBill(bill.uuid);
  const [error, setError] = useState<string | null>(null);
  const free = floor.data?.tables.filter((table) => table.status === 'free') ?? null;
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ChoiceDialog
      open={open}
      title={t('moveTitle')}
      empty={t('noFreeTables')}
      choices={
        free?.map((table) => ({ key: table.tableNumber, label: tableDisplayName(t, table.name) })) ?? null
      }
      loading={floor.isPending}
      pending={move.isPending ? (move.variables ?? null) : null}
      error={error ?? (floor.isError ? errorText(floor.error, t('loadFailed')) : null)}
      onChoose={(tableNo) =>
        move.mutate(tableNo, {
          onSuccess: () => {
            const name = tableDisplayName(
              t,
              free?.find((table) => table.tableNumber === tableNo)?.name ?? tableNo,
            );
            snackbar.success(t('moved', { name }));
            close();
          },
          onError: (e) => setError(errorText(e, t('actionFailed'))),
        })
      }
      onClose={close}
    />
  );
}

/** Merge: another table's open bill comes onto this one. */
export function MergeDialog({
  bill,
  open,
  currencySymbol,
  onClose,
}: {
  bill: Transaction;
  open: boolean;
  currencySymbol: string;
  onClose: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const floor = usePosFloor(open);
  const merge = useMergeBill(bill.uuid);
  const [error, setError] = useState<string | null>(null);
  const others =
    floor.data?.tables.flatMap((table) =>
      table.bill && table.bill.uuid !== bill.uuid
        ? [
            {
              key: table.bill.uuid,
              label: `${tableDisplayName(t, table.name)} · ${formatCents(table.bill.total, currencySymbol)}`,
            },
          ]
        : [],
    ) ?? null;
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <ChoiceDialog
      open={open}
      title={t('mergeTitle')}
      empty={t('noOtherBills')}
      choices={others}
      loading={floor.isPending}
      pending={merge.isPending ? (merge.variables ?? null) : null}
      error={error ?? (floor.isError ? errorText(floor.error, t('loadFailed')) : null)}
      onChoose={(fromTransactionId) =>
        merge.mutate(fromTransactionId, {
          onSuccess: () => {
            snackbar.success(t('merged'));
            close();
          },
          onError: (e) => setError(errorText(e, t('actionFailed'))),
        })
      }
      onClose={close}
    />
  );
}

/** Delete: the open bill leaves the floor with a reason (delTransactions only). */
export function DeleteBillDialog({
  bill,
  open,
  onClose,
  onDeleted,
}: {
  bill: Transaction;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const remove = useDeleteBill(bill.uuid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    setServerError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('deleteTitle')}
      text={t('deleteText')}
      confirmLabel={t('deleteBill')}
      danger
      busy={remove.isPending}
      onConfirm={() => {
        if (!reason.trim()) {
          setError(TRANSACTION_MESSAGES.reasonRequired);
          return;
        }
        setServerError(null);
        remove.mutate(reason.trim(), {
          onSuccess: () => {
            snackbar.success(t('deleted'));
            close();
            onDeleted();
          },
          onError: (e) => setServerError(errorText(e, t('actionFailed'))),
        });
      }}
      onClose={close}
    >
      <ReasonPicker
        options={TRANSACTION_DELETE_REASONS}
        value={reason}
        onChange={(r) => {
          setReason(r);
          setError(null);
        }}
        error={error}
        disabled={remove.isPending}
      />
      {serverError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverError}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
