import { DeleteLiveTransactionQuery } from '@rpos/domain';
import { useLiveTransactionsT } from '../live-transactions-texts';
import { DeleteReasonDialog } from './delete-reason-dialog';

export interface DeleteLiveTransactionDialogProps {
  /** The bill's Table/Order name; null: closed. */
  label: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks why an open bill is deleted (§5), with the rule of DELETE /liveTransactions/{id}'s query. */
export function DeleteLiveTransactionDialog({
  label,
  busy,
  onConfirm,
  onClose,
}: DeleteLiveTransactionDialogProps) {
  const t = useLiveTransactionsT();
  return (
    <DeleteReasonDialog
      open={label !== null}
      title={t('deleteTitle', { label: label ?? '' })}
      text={t('deleteText')}
      labels={{
        reason: t('reason'),
        other: t('otherReason'),
        typed: t('typedReason'),
        confirm: t('deleteConfirm'),
      }}
      busy={busy}
      check={(reason) => {
        const parsed = DeleteLiveTransactionQuery.safeParse({ reason });
        return parsed.success
          ? { ok: true, reason: parsed.data.reason }
          : { ok: false, message: parsed.error.issues[0]?.message ?? t('reasonRequired') };
      }}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
