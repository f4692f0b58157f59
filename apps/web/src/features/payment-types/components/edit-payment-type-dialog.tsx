import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { PaymentTypeInput, PosPaymentType } from '@rpos/domain';
import { useId } from 'react';
import { paymentTypeFormValues } from '../payment-type-form-values';
import { usePaymentTypesT } from '../payment-types-texts';
import { PaymentTypeFormView } from './payment-type-form';

/** A saved type's form in a dialog (ours: the spec has no edit route, decision 0125). */
export function EditPaymentTypeDialog({
  editing,
  all,
  saving,
  onSave,
  onClose,
}: {
  editing: PosPaymentType | null;
  all: readonly PosPaymentType[];
  saving: boolean;
  onSave: (input: PaymentTypeInput) => void;
  onClose: () => void;
}) {
  const t = usePaymentTypesT();
  const titleId = useId();
  return (
    <Dialog
      open={!!editing}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{t('editTitle')}</DialogTitle>
      {editing ? (
        <PaymentTypeFormView
          key={editing.paymentTypeId}
          initial={paymentTypeFormValues(editing)}
          others={all.filter((p) => p.paymentTypeId !== editing.paymentTypeId)}
          paymentTypeId={editing.paymentTypeId}
          saving={saving}
          onSave={onSave}
        />
      ) : null}
    </Dialog>
  );
}
