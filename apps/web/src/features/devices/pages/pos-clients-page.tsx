import { useDeletePosClient, usePosClients } from '../api/devices-api';
import { ClientsList } from '../components/clients-list';
import { useDevicesT } from '../devices-texts';

/** /posClients: Name, Type, User, Printer Zone; Add POS Client and delete. */
export function PosClientsPage() {
  const t = useDevicesT();
  return (
    <ClientsList
      title={t('posClientsTitle')}
      addLabel={t('addPosClient')}
      addTo="/posClient"
      list={usePosClients()}
      remove={useDeletePosClient()}
      nameOf={(c) => c.posClientName}
      deletedText={t('posDeleted')}
      columns={[
        { header: t('colName'), cell: (c) => c.posClientName },
        { header: t('colType'), cell: (c) => c.posClientType },
        { header: t('colUser'), cell: (c) => c.username },
        { header: t('colPrinterZone'), cell: (c) => c.printerZones.map((z) => z.zoneName).join(', ') },
      ]}
    />
  );
}
