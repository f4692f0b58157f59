import { checkTransactionDelete } from '@rpos/domain';
import { useTransactionsT } from '../transactions-texts';
import { DeleteReasonDialog } from './delete-reason-dialog';

export interface DeleteTransactionsDialogProps {
  open: boolean;
  /** The bills chosen in the table. */
  selected: readonly { isInvoicePrinted: boolean }[];
  /** The server's canDeleteInvoiceTransctions. */
  canDeleteInvoiceTransactions: boolean;
  busy: boolean;
  /** The server's refusal, shown as it came. */
  serverError: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** "Remove Invalid Transactions" (§2.7, §5), checked with the server's own rule (checkTransactionDelete). */
export function DeleteTransactionsDialog(props: DeleteTransactionsDialogProps) {
  const t = useTransactionsT();
  return (
    <DeleteReasonDialog
      open={props.open}
      title={t('deleteTitle')}
      text={t('deleteText', { count: props.selected.length })}
      labels={{
        reason: t('reason'),
        other: t('otherReason'),
        typed: t('typedReason'),
        confirm: t('deleteConfirm'),
      }}
      busy={props.busy}
      serverError={props.serverError}
      check={(reason) =>
        checkTransactionDelete({
          selected: props.selected,
          reason,
          canDeleteInvoiceTransactions: props.canDeleteInvoiceTransactions,
        })
      }
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
