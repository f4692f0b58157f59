import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import type { PaymentTypeInput, PosPaymentType } from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { RestaurantSettingsFrame } from '../../restaurants';
import { usePaymentTypes, useUpdatePaymentTypes } from '../api/payment-types-api';
import { EditPaymentTypeDialog } from '../components/edit-payment-type-dialog';
import { PaymentTypesTable } from '../components/payment-types-table';
import { failureMessage } from '../failure-message';
import { usePaymentTypesT } from '../payment-types-texts';

/**
 * /paymentTypes: 'POS Payment types Settings' (restaurant-config.md §2.7). Every change (enabled,
 * edit, delete) saves the whole list with POST /updatePaymentTypes (decision 0125).
 */
export function PaymentTypesPage() {
  const t = usePaymentTypesT();
  const snackbar = useSnackbar();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<PosPaymentType | null>(null);
  const list = usePaymentTypes(!!useUser().data?.restaurantId);
  const update = useUpdatePaymentTypes();
  const all = list.data ?? [];
  const chosen = all.filter((p) => selected.has(p.paymentTypeId));

  const save = (next: PaymentTypeInput[], done: string, after?: () => void) =>
    update.mutate(next, {
      onSuccess: () => {
        after?.();
        snackbar.success(done);
      },
      onError: (e) => {
        setConfirming(false);
        snackbar.error(failureMessage(e, t('saveFailed')));
      },
    });

  const askDelete = () => {
    if (chosen.length === 0) snackbar.error(t('selectType'));
    else setConfirming(true);
  };
  const remove = () =>
    save(
      all.filter((p) => !selected.has(p.paymentTypeId)),
      t('deleted'),
      () => {
        setConfirming(false);
        setSelected(new Set());
      },
    );
  const setEnabled = (target: PosPaymentType, enabled: boolean) =>
    save(
      all.map((p) => (p.paymentTypeId === target.paymentTypeId ? { ...p, enabled } : p)),
      t('updated'),
    );
  const saveEdit = (input: PaymentTypeInput) =>
    save(
      all.map((p) => (p.paymentTypeId === input.paymentTypeId ? input : p)),
      t('updated'),
      () => setEditing(null),
    );

  return (
    <RestaurantSettingsFrame
      myRestaurantLink
      title={t('listTitle')}
      subtitle={t('listSubtitle')}
      backTo="/myRestaurant"
      actions={
        <>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={askDelete}>
            {t('delete')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/newPaymentType">
            {t('addNew')}
          </Button>
        </>
      }
    >
      {() => (
        <>
          <QueryContent
            query={{ ...list, isFetching: list.isFetching || update.isPending }}
            failedText={failureMessage(list.error, t('loadFailed'))}
            retryLabel={t('retry')}
            refreshingLabel={t('refreshing')}
          >
            <PaymentTypesTable
              paymentTypes={all}
              selected={selected}
              onSelect={setSelected}
              onToggleEnabled={setEnabled}
              onEdit={setEditing}
              busy={update.isPending}
            />
          </QueryContent>
          <ConfirmDialog
            open={confirming}
            title={t('deleteTitle')}
            text={t('deleteText', { names: chosen.map((p) => p.paymentType).join(', ') })}
            confirmLabel={t('delete')}
            danger
            busy={update.isPending}
            onConfirm={remove}
            onClose={() => setConfirming(false)}
          />
          <EditPaymentTypeDialog
            editing={editing}
            all={all}
            saving={update.isPending}
            onSave={saveEdit}
            onClose={() => setEditing(null)}
          />
        </>
      )}
    </RestaurantSettingsFrame>
  );
}
