import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { RestaurantSettingsFrame } from '../../restaurants';
import { useCreatePosClient } from '../api/devices-api';
import { ClientForm } from '../components/client-form';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';

/** /posClient: creates a POS client, then returns to /posClients. */
export function PosClientPage() {
  const t = useDevicesT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const create = useCreatePosClient();
  return (
    <RestaurantSettingsFrame title={t('posClientTitle')} backTo="/posClients">
      {() => (
        <ClientForm
          kind="pos"
          saving={create.isPending}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                snackbar.success(t('posCreated'));
                void navigate('/posClients');
              },
              onError: (e) => snackbar.error(failureMessage(e, t('createFailed'))),
            })
          }
        />
      )}
    </RestaurantSettingsFrame>
  );
}
