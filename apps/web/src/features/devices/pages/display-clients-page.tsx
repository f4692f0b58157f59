import { useDeleteDisplayClient, useDisplayClients } from '../api/devices-api';
import { ClientsList } from '../components/clients-list';
import { useDevicesT } from '../devices-texts';

/** /displayClients: Name, User, POS Clients; Add Display Client and delete. */
export function DisplayClientsPage() {
  const t = useDevicesT();
  return (
    <ClientsList
      title={t('displayClientsTitle')}
      addLabel={t('addDisplayClient')}
      addTo="/displayClient"
      list={useDisplayClients()}
      remove={useDeleteDisplayClient()}
      nameOf={(c) => c.displayClientName}
      deletedText={t('displayDeleted')}
      columns={[
        { header: t('colName'), cell: (c) => c.displayClientName },
        { header: t('colUser'), cell: (c) => c.username },
        { header: t('colPosClients'), cell: (c) => c.posClientNames.join(', ') },
      ]}
    />
  );
}
