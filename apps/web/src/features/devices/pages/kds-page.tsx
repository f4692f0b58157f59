import Chip from '@mui/material/Chip';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantTimezone } from '../../restaurants';
import { useBump, useKdsEvents, useKdsOrders } from '../api/kds-api';
import { KdsBoard } from '../components/kds-board';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';

/** /kds: the kitchen display of a display client's user (decision 0310), live over the staff stream. */
export function KdsPage() {
  const t = useDevicesT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const orders = useKdsOrders();
  const bump = useBump();
  useKdsEvents();
  return (
    <>
      <PageHeader
        title={
          orders.data?.displayClientName
            ? `${t('kdsTitle')} · ${orders.data.displayClientName}`
            : t('kdsTitle')
        }
        actions={<Chip color="success" label={t('live')} size="small" />}
      />
      <QueryContent
        query={orders}
        failedText={failureMessage(orders.error, t('loadFailed'))}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        <KdsBoard
          categories={orders.data?.categories ?? []}
          timezone={timezone}
          busy={bump.isPending}
          onBump={(ticket, category) =>
            bump.mutate(
              { orderId: ticket.orderId, cookingCategoryId: category.cookingCategoryId },
              {
                onSuccess: () => snackbar.success(t('bumped')),
                onError: (e) => snackbar.error(failureMessage(e, t('loadFailed'))),
              },
            )
          }
        />
      </QueryContent>
    </>
  );
}
