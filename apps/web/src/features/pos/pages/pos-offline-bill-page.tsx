import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MenuItem, Transaction } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { PageLoader } from '../../../shared/ui/page-loader';
import { toDishLike } from '../../dish';
import { posKeys } from '../api/pos-keys';
import { usePosSetup } from '../api/pos-queries';
import { DishDialog, needsChoosing, plainTicketLine } from '../components/dish-dialog';
import { MenuPanel } from '../components/menu-panel';
import { OrderLayout } from '../components/order-layout';
import { TicketPanel } from '../components/ticket-panel';
import { FLOOR_PATH } from '../model/paths';
import { addTicketLine, type OrderTarget, type TicketLine } from '../model/ticket';
import { useNow } from '../model/use-now';
import { OfflineChanges, OfflinePayPanel } from '../offline/offline-bill-panel';
import { offlineBills } from '../offline/offline-bills';
import { useOfflineT } from '../offline/offline-texts';
import { billSnapshot, useOfflineQueue } from '../offline/use-offline';

/** A server bill as this device last had it: the query cache, else the bill's snapshot. */
function useKnownBill(id: string | undefined): Transaction | null | undefined {
  const client = useQueryClient();
  const cached = id ? client.getQueryData<Transaction>(posKeys.bill(id)) : undefined;
  const [saved, setSaved] = useState<Transaction | null | undefined>(cached ?? undefined);
  useEffect(() => {
    if (!id || cached) return;
    let live = true;
    void billSnapshot<Transaction>(id).then((b) => live && setSaved(b ?? null));
    return () => {
      live = false;
    };
  }, [id, cached]);
  return cached ?? saved;
}

/**
 * /pos/offline/:localBillId (issue 31): a bill as this device holds it while the server is out of
 * reach — a table or counter order opened offline, or a server bill changed offline. The menu and the
 * ticket as online (Send queues the order), the changes waiting to be sent, the figures the domain
 * works out on the device, cash and typed card payments, Close; what needs the network is said.
 */
export function PosOfflineBillPage() {
  const t = useOfflineT();
  const { localBillId = '' } = useParams();
  const setup = usePosSetup().data;
  const queue = useOfflineQueue();
  const now = useNow(60_000);
  const server = useKnownBill(localBillId.startsWith('offline-') ? undefined : localBillId);
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  if (!setup || queue === null) return <PageLoader />;

  const bill =
    offlineBills(
      queue.filter((q) => q.change.localBillId === localBillId),
      () => server ?? undefined,
    )[0] ?? null;
  if (!bill && !server)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={FLOOR_PATH}>
              {t('backToFloor')}
            </Button>
          }
        >
          {t('billNotOnDevice')}
        </Alert>
      </Box>
    );

  const symbol = setup.currencySymbol;
  const type = bill?.type ?? (server?.type === 'dinein' ? 'dinein' : 'takeaway');
  const menu = type === 'dinein' ? setup.menu : (setup.takeawayMenu ?? setup.menu);
  const target: OrderTarget = server
    ? { kind: 'bill', bill: server }
    : { kind: 'new', type, tableNo: bill?.tableNo ?? null, guests: null };
  const label = bill?.label ?? `${t('offlineBill')}`;
  const view = bill ?? {
    localBillId,
    transactionId: server!.uuid,
    label,
    tableNo: server!.tableNo,
    type,
    changes: [],
    figures: {
      total: server!.totals.total,
      paid: server!.totals.paid,
      balance: server!.balance,
      closed: false,
      orders: 0,
    },
  };
  const pick = (item: MenuItem) => {
    if (needsChoosing(toDishLike(item))) setChoosing(item);
    else setLines((ls) => addTicketLine(ls, plainTicketLine(item)));
  };

  return (
    <OrderLayout
      menuPanel={
        <MenuPanel menu={menu} timezone={setup.timezone} currencySymbol={symbol} now={now} onPick={pick} />
      }
      title={`${label} · ${t('offlineBill')}`}
      footer={
        <Box sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
            <Typography>
              {t('total')} {formatCents(view.figures.total, symbol)}
            </Typography>
            <Typography>
              {t('paid')} {formatCents(view.figures.paid, symbol)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="offline-balance">
              {t('balance')} {formatCents(view.figures.balance, symbol)}
            </Typography>
          </Box>
          <OfflinePayPanel bill={view} paymentTypes={setup.paymentTypes} currencySymbol={symbol} />
          <Button component={RouterLink} to={FLOOR_PATH} startIcon={<TableRestaurant />}>
            {t('backToFloor')}
          </Button>
        </Box>
      }
      dialogs={
        <DishDialog
          item={choosing}
          currencySymbol={symbol}
          takeawayAllowed={type === 'dinein'}
          onAdd={(line) => {
            setLines((ls) => addTicketLine(ls, line));
            setChoosing(null);
          }}
          onClose={() => setChoosing(null)}
        />
      }
    >
      <TicketPanel
        lines={lines}
        onLinesChange={setLines}
        target={target}
        partners={setup.deliveryPartners}
        surcharges={{ rules: setup.surchargeRules ?? [], timezone: setup.timezone }}
        currencySymbol={symbol}
        onSent={() => undefined}
        billLabel={label}
        offlineBill={localBillId}
      />
      <OfflineChanges bill={view} currencySymbol={symbol} />
      <Alert severity="info" sx={{ mt: 1.5 }}>
        {t('needsNetwork')}
      </Alert>
    </OrderLayout>
  );
}
