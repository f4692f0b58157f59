import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { DEVICE_PAGE_SIZES, type Kiosk } from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { RestaurantSettingsFrame, useRestaurantTimezone } from '../../restaurants';
import { useDeleteKiosk, useKiosks } from '../api/devices-api';
import { PagedTable } from '../components/paged-table';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';

/** /kioskDevices: Kiosk Code (to /kiosk/{id}), Types, Payment, Update Time; Add Kiosk; delete. */
export function KiosksPage() {
  const t = useDevicesT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const list = useKiosks();
  const remove = useDeleteKiosk();
  const [deleting, setDeleting] = useState<Kiosk | null>(null);
  return (
    <RestaurantSettingsFrame
      title={t('kiosksTitle')}
      backTo="/posDevices"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/kiosk">
          {t('addKiosk')}
        </Button>
      }
    >
      {() => (
        <>
          <QueryContent
            query={list}
            failedText={failureMessage(list.error, t('kioskFailed'))}
            retryLabel={t('retry')}
            refreshingLabel={t('refreshing')}
          >
            <PagedTable
              label={t('kiosksTitle')}
              rows={list.data ?? []}
              rowKey={(k) => k.id}
              empty={t('kiosksEmpty')}
              pageSizes={DEVICE_PAGE_SIZES}
              columns={[
                {
                  header: t('colKioskCode'),
                  cell: (k) => (
                    <Link component={RouterLink} to={`/kiosk/${k.id}`}>
                      {k.code}
                    </Link>
                  ),
                },
                { header: t('colTypes'), cell: (k) => k.qrTypes.map((q) => q.name).join(', ') },
                { header: t('colPayment'), cell: (k) => (k.isPaymentRequired ? t('yes') : t('no')) },
                { header: t('colUpdateTime'), cell: (k) => formatRestaurantDateTime(k.updatedAt, timezone) },
                {
                  header: '',
                  cell: (k) => (
                    <IconButton
                      aria-label={t('deleteKiosk', { code: k.code })}
                      onClick={() => setDeleting(k)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  ),
                },
              ]}
            />
          </QueryContent>
          <ConfirmDialog
            open={!!deleting}
            title={t('deleteKioskTitle')}
            text={t('deleteKioskText', { code: deleting?.code ?? '' })}
            confirmLabel={t('delete')}
            danger
            busy={remove.isPending}
            onConfirm={() =>
              remove.mutate(deleting!.id, {
                onSuccess: () => {
                  setDeleting(null);
                  snackbar.success(t('kioskDeleted'));
                },
                onError: (e) => {
                  setDeleting(null);
                  snackbar.error(failureMessage(e, t('kioskFailed')));
                },
              })
            }
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </RestaurantSettingsFrame>
  );
}
