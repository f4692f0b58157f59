import { DEVICE_PAGE_SIZES } from '@rpos/domain';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { QueryContent } from '../../../shared/ui/query-content';
import { RestaurantSettingsFrame, useRestaurantTimezone } from '../../restaurants';
import { useDevices } from '../api/devices-api';
import { PagedTable } from '../components/paged-table';
import { useDevicesT } from '../devices-texts';
import { failureMessage } from '../failure-message';

/** The device list (route ours: /deviceList): RestauranId, Version (Build Number), Device Name, Login Time, iPad OS. */
export function DeviceListPage() {
  const t = useDevicesT();
  const timezone = useRestaurantTimezone();
  const list = useDevices();
  return (
    <RestaurantSettingsFrame title={t('devicesTitle')} backTo="/posDevices">
      {() => (
        <QueryContent
          query={list}
          failedText={failureMessage(list.error, t('loadFailed'))}
          retryLabel={t('retry')}
          refreshingLabel={t('refreshing')}
        >
          <PagedTable
            label={t('devicesTitle')}
            rows={list.data ?? []}
            rowKey={(d) => d.id}
            empty={t('devicesEmpty')}
            pageSizes={DEVICE_PAGE_SIZES}
            columns={[
              { header: t('colRestaurantId'), cell: (d) => d.restaurantId },
              { header: t('colVersion'), cell: (d) => `${d.version} (${d.buildNumber})` },
              { header: t('colDeviceName'), cell: (d) => d.deviceName },
              { header: t('colLoginTime'), cell: (d) => formatRestaurantDateTime(d.updatedAt, timezone) },
              { header: t('colOs'), cell: (d) => d.os },
            ]}
          />
        </QueryContent>
      )}
    </RestaurantSettingsFrame>
  );
}
