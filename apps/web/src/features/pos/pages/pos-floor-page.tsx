import DeliveryDining from '@mui/icons-material/DeliveryDining';
import Moped from '@mui/icons-material/Moped';
import ShoppingBag from '@mui/icons-material/ShoppingBag';
import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mayEditFloorPlan, type PosOrderType, type PosTable } from '@rpos/domain';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryContent } from '../../../shared/ui/query-content';
import { useUser } from '../../auth/api/use-user';
import { usePosFloor, usePosSetup } from '../api/pos-queries';
import { CounterBills } from '../components/counter-bills';
import { FloorAreas } from '../components/floor-areas';
import { GuestsDialog } from '../components/guests-dialog';
import { TableTile } from '../components/table-tile';
import { errorText } from '../error-text';
import { billPath, newOrderPath, offlineBillPath } from '../model/paths';
import { useNow } from '../model/use-now';
import { offlineBills } from '../offline/offline-bills';
import { OfflineBillsPanel } from '../offline/offline-floor';
import { isOffline, useOfflineQueue } from '../offline/use-offline';
import { type PosKey, usePosT } from '../pos-texts';

const COUNTER_ORDERS: { type: Exclude<PosOrderType, 'dinein'>; key: PosKey; icon: ReactElement }[] = [
  { type: 'takeaway', key: 'newTakeaway', icon: <ShoppingBag /> },
  { type: 'pickup', key: 'newPickup', icon: <Storefront /> },
  { type: 'delivery', key: 'newDelivery', icon: <DeliveryDining /> },
  { type: 'deliveryPartner', key: 'newDeliveryPartner', icon: <Moped /> },
];

/**
 * /pos: the floor (decision 0146). The floor plan, areas as tabs, tables where the plan puts them
 * (decision 0370) — free, occupied (total, minutes open),
 * awaiting payment, with a badge for orders waiting to be accepted — and the counter's open bills;
 * new counter orders start here. A free table asks for the guests, then takes its first order; a
 * table with a bill opens it. Live: the layout's staff stream reloads it on every bill change.
 */
export function PosFloorPage() {
  const t = usePosT();
  const navigate = useNavigate();
  const user = useUser().data;
  const now = useNow();
  const setup = usePosSetup();
  const floor = usePosFloor();
  const [guestsFor, setGuestsFor] = useState<PosTable | null>(null);
  const symbol = setup.data?.currencySymbol ?? '$';
  const timezone = setup.data?.timezone ?? '';
  const failed = floor.error ?? setup.error;
  const partners = setup.data?.deliveryPartners ?? [];
  // Bills with changes waiting on this device (issue 31): a table this device opened offline goes to
  // its offline bill; offline, a server bill is changed on the device.
  const waiting = offlineBills(useOfflineQueue() ?? []);

  const openTable = (table: PosTable) => {
    const local = waiting.find((b) => b.tableNo === table.tableNumber && !b.figures.closed);
    if (local) navigate(offlineBillPath(local.localBillId));
    else if (table.bill) navigate(isOffline() ? offlineBillPath(table.bill.uuid) : billPath(table.bill.uuid));
    else setGuestsFor(table);
  };

  // Data already loaded stays on screen when a refresh gets no answer (offline).
  const query = {
    isPending: floor.isPending || setup.isPending,
    isError: (floor.isError && !floor.data) || (setup.isError && !setup.data),
    isFetching: floor.isFetching,
    refetch: () => Promise.all([floor.refetch(), setup.refetch()]),
  };

  return (
    <Box sx={{ flexGrow: 1, overflow: 'auto', p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mr: 'auto' }}>
          {t('floor')}
        </Typography>
        {COUNTER_ORDERS.filter((o) => o.type !== 'deliveryPartner' || partners.length > 0).map((o) => (
          <Button
            key={o.type}
            variant="contained"
            startIcon={o.icon}
            onClick={() => navigate(newOrderPath(o.type))}
            disabled={!setup.data}
            sx={{ minHeight: 48 }}
          >
            {t(o.key)}
          </Button>
        ))}
      </Box>
      <QueryContent
        query={query}
        failedText={errorText(failed, t('loadFailed'))}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby="pos-tables">
            <OfflineBillsPanel bills={waiting} currencySymbol={symbol} />
            <Typography id="pos-tables" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('tables')}
            </Typography>
            {floor.data ? (
              <FloorAreas
                floor={floor.data}
                canEdit={
                  !!user &&
                  mayEditFloorPlan({ role: user.role, permissions: user.permissions.map((p) => p.code) })
                }
                renderTable={(table) => (
                  <TableTile
                    table={table}
                    now={now}
                    timezone={timezone}
                    currencySymbol={symbol}
                    onOpen={openTable}
                    fill
                  />
                )}
              />
            ) : null}
          </Box>
          <Paper component="section" aria-labelledby="pos-counter" variant="outlined" sx={{ p: 1.5 }}>
            <Typography id="pos-counter" variant="h6" component="h2">
              {t('counterBills')}
            </Typography>
            <CounterBills
              bills={floor.data?.counterBills ?? []}
              now={now}
              currencySymbol={symbol}
              onOpen={(bill) => navigate(billPath(bill.uuid))}
            />
          </Paper>
        </Box>
      </QueryContent>
      <GuestsDialog
        table={guestsFor}
        onClose={() => setGuestsFor(null)}
        onOpen={(table, guests) => navigate(newOrderPath('dinein', { tableNo: table.tableNumber, guests }))}
      />
    </Box>
  );
}
