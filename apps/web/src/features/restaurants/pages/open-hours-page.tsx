import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useLeaveAfterSave, withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useUser } from '../../auth/api/use-user';
import { useSaveOpenHours, useStaffOpenHours } from '../api/open-hours-api';
import { OpenHoursEditor } from '../components/open-hours-editor';
import { failureMessage } from '../failure-message';
import { useOpenHoursT } from '../open-hours-texts';

/** Where a saved configuration screen returns (restaurant-config.md §6): admin to the restaurants list. */
export function restaurantHomeOf(role: string | undefined): string {
  return role === 'admin' ? '/restaurants' : '/myRestaurant';
}

/** /openHours: the acting restaurant's open-hour ranges and closed dates. */
export const OpenHoursPage = withUnsavedChanges(OpenHoursPageContent);

function OpenHoursPageContent() {
  const t = useOpenHoursT();
  const navigate = useNavigate();
  const leave = useLeaveAfterSave();
  const snackbar = useSnackbar();
  const user = useUser();
  const hasRestaurant = !!user.data?.restaurantId;
  const hours = useStaffOpenHours(hasRestaurant);
  const save = useSaveOpenHours();
  const home = restaurantHomeOf(user.data?.role);

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={hours.data ? t('subtitle', { timezone: hours.data.timezone }) : undefined}
        actions={<Button onClick={() => void navigate(home)}>{t('back')}</Button>}
      />
      {user.data && !hasRestaurant ? (
        <Alert severity="info">{t('selectRestaurant')}</Alert>
      ) : (
        <QueryContent
          query={{ ...hours, isPending: user.isPending || hours.isPending }}
          failedText={failureMessage(hours.error, t('loadFailed'))}
          retryLabel={t('retry')}
          refreshingLabel={t('refreshing')}
        >
          {hours.data ? (
            <OpenHoursEditor
              saved={hours.data.openHours}
              saving={save.isPending}
              onSave={(openHours) =>
                save.mutate(
                  { urlIdentifier: hours.data.urlIdentifier, body: { openHours } },
                  {
                    onSuccess: () => {
                      snackbar.success(t('saved'));
                      leave(home);
                    },
                    onError: (e) => snackbar.error(failureMessage(e, t('saveFailed'))),
                  },
                )
              }
            />
          ) : null}
        </QueryContent>
      )}
    </>
  );
}
