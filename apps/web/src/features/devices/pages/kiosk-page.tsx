import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { RestaurantSettingsFrame } from '../../restaurants';
import { useKiosk, useKioskCode, useOwnTerminals, useSaveKiosk, useTableNumbers } from '../api/devices-api';
import { KioskForm } from '../components/kiosk-form';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';

/** /kiosk and /kiosk/{kioskId}: create or edit (whether kioskId is in the route); save returns to /kioskDevices. */
export function KioskPage() {
  const t = useDevicesT();
  const { kioskId } = useParams();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const kiosk = useKiosk(kioskId);
  const code = useKioskCode();
  const tables = useTableNumbers();
  const terminals = useOwnTerminals();
  const save = useSaveKiosk();
  const loading = (kioskId && kiosk.isPending) || code.isPending || tables.isPending;
  const failed = (kioskId && kiosk.isError) || code.isError;
  return (
    <RestaurantSettingsFrame title={t('kioskTitle')} backTo="/kioskDevices">
      {() =>
        loading ? (
          <PageLoader />
        ) : failed ? (
          <Alert severity="error">{t('kioskFailed')}</Alert>
        ) : (
          <KioskForm
            key={kiosk.data?.id ?? 'new'}
            kiosk={kioskId ? (kiosk.data ?? null) : null}
            newCode={code.data?.newKioskNumber ?? ''}
            qrTypes={code.data?.qrTypes ?? []}
            tableNumbers={tables.data ?? []}
            terminals={(terminals.data ?? []).map((x) => x.terminal)}
            saving={save.isPending}
            onSave={(value) =>
              save.mutate(
                { id: kioskId, kiosk: value },
                {
                  onSuccess: () => {
                    snackbar.success(t('kioskUpdated'));
                    void navigate('/kioskDevices');
                  },
                  onError: (e) => snackbar.error(failureMessage(e, t('kioskFailed'))),
                },
              )
            }
          />
        )
      }
    </RestaurantSettingsFrame>
  );
}
