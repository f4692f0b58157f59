import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { SurchargeSettingInput } from '@rpos/domain';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useLeaveAfterSave, withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useUser } from '../../auth/api/use-user';
import { useSaveSurcharges, useSurcharges } from '../api/surcharge-api';
import { SurchargeFormView } from '../components/surcharge-form';
import { failureMessage } from '../failure-message';
import { asSurchargeInput, surchargeFormValues, toSurchargeInput } from '../surcharge-form-values';
import { useSurchargeT } from '../surcharge-texts';

/** /surcharge (new) and /surcharge/:surchargeId (edit); save returns to /myRestaurant (§2.1). */
export const SurchargePage = withUnsavedChanges(SurchargePageContent);

function SurchargePageContent() {
  const { surchargeId } = useParams();
  const t = useSurchargeT();
  const leave = useLeaveAfterSave();
  const snackbar = useSnackbar();
  const user = useUser();
  const hasRestaurant = !!user.data?.restaurantId;
  const list = useSurcharges(hasRestaurant);
  const save = useSaveSurcharges();
  const editing = surchargeId ? list.data?.find((s) => s.id === surchargeId) : undefined;

  const onSave = (values: Parameters<typeof toSurchargeInput>[0]) => {
    if (!hasRestaurant || !list.data) {
      snackbar.error(t('goBack'));
      return;
    }
    const item = toSurchargeInput(values, editing?.id);
    const checked = SurchargeSettingInput.safeParse(item);
    if (!checked.success) {
      snackbar.error(checked.error.issues[0]?.message ?? t('saveFailed'));
      return;
    }
    const others = list.data.map(asSurchargeInput);
    const next = editing ? others.map((s) => (s.id === editing.id ? item : s)) : [...others, item];
    save.mutate(next, {
      onSuccess: () => {
        snackbar.success(t('saved'));
        leave('/myRestaurant');
      },
      onError: (e) => snackbar.error(failureMessage(e, t('saveFailed'))),
    });
  };

  const header = (
    <PageHeader
      title={surchargeId ? t('formTitleEdit') : t('formTitleNew')}
      subtitle={editing?.name ?? t('formSubtitle')}
      actions={
        <Button component={RouterLink} to="/surchargeSettings">
          {t('back')}
        </Button>
      }
    />
  );

  if (user.data && !hasRestaurant)
    return (
      <>
        {header}
        {surchargeId ? (
          <Alert severity="warning">{t('goBack')}</Alert>
        ) : (
          <SurchargeFormView initial={surchargeFormValues()} saving={false} onSave={onSave} />
        )}
      </>
    );

  return (
    <>
      {header}
      <QueryContent
        query={{ ...list, isPending: user.isPending || list.isPending }}
        failedText={failureMessage(list.error, t('loadFailed'))}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {surchargeId && !editing ? (
          <Alert severity="warning">{t('notFound')}</Alert>
        ) : (
          <SurchargeFormView
            key={editing?.id ?? 'new'}
            initial={surchargeFormValues(editing)}
            saving={save.isPending}
            onSave={onSave}
          />
        )}
      </QueryContent>
    </>
  );
}
