import { useNavigate } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { RestaurantSettingsFrame } from '../../restaurants';
import { useCreateDisplayClient, usePosClients } from '../api/devices-api';
import { ClientForm } from '../components/client-form';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';

/** /displayClient: creates a display client (a kitchen display), then returns to /displayClients. */
export function DisplayClientPage() {
  const t = useDevicesT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const pos = usePosClients();
  const create = useCreateDisplayClient();
  return (
    <RestaurantSettingsFrame title={t('displayClientTitle')} backTo="/displayClients">
      {() =>
        pos.isPending ? (
          <PageLoader />
        ) : (
          <ClientForm
            kind="display"
            posClients={pos.data ?? []}
            saving={create.isPending}
            onSave={(body) =>
              create.mutate(body, {
                onSuccess: () => {
                  snackbar.success(t('displayCreated'));
                  void navigate('/displayClients');
                },
                onError: (e) => snackbar.error(failureMessage(e, t('createFailed'))),
              })
            }
          />
        )
      }
    </RestaurantSettingsFrame>
  );
}
