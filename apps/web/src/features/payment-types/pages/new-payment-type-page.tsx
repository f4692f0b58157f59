import type { PaymentTypeInput } from '@rpos/domain';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useLeaveAfterSave, withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { RestaurantSettingsFrame } from '../../restaurants';
import { useCreatePaymentType, usePaymentTypes } from '../api/payment-types-api';
import { PaymentTypeFormView } from '../components/payment-type-form';
import { failureMessage } from '../failure-message';
import { paymentTypeFormValues } from '../payment-type-form-values';
import { usePaymentTypesT } from '../payment-types-texts';

/** /newPaymentType (restaurant-config.md §2.7): the form; a save returns to the list. */
export const NewPaymentTypePage = withUnsavedChanges(NewPaymentTypePageContent);

function NewPaymentTypePageContent() {
  const t = usePaymentTypesT();
  return (
    <RestaurantSettingsFrame
      myRestaurantLink
      title={t('newTitle')}
      subtitle={t('newSubtitle')}
      backTo="/paymentTypes"
    >
      {() => <NewPaymentType />}
    </RestaurantSettingsFrame>
  );
}

function NewPaymentType() {
  const t = usePaymentTypesT();
  const leave = useLeaveAfterSave();
  const snackbar = useSnackbar();
  const list = usePaymentTypes();
  const create = useCreatePaymentType();
  const onSave = (input: PaymentTypeInput) =>
    create.mutate(input, {
      onSuccess: (answer) => {
        snackbar.success(answer.message || t('created'));
        leave('/paymentTypes');
      },
      onError: (e) => snackbar.error(failureMessage(e, t('saveFailed'))),
    });
  return (
    <QueryContent
      query={list}
      failedText={failureMessage(list.error, t('loadFailed'))}
      retryLabel={t('retry')}
      refreshingLabel={t('refreshing')}
    >
      <PaymentTypeFormView
        initial={paymentTypeFormValues()}
        others={list.data ?? []}
        saving={create.isPending}
        onSave={onSave}
      />
    </QueryContent>
  );
}
