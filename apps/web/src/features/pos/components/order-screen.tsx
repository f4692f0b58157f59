import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuItem, PosSetupResponse, Transaction } from '@rpos/domain';
import { useState } from 'react';
import { toDishLike } from '../../dish';
import { addTicketLine, type OrderTarget, type TicketLine } from '../model/ticket';
import { useNow } from '../model/use-now';
import { usePosT } from '../pos-texts';
import { AdjustmentsList } from './adjustments-list';
import { BillOrders } from './bill-orders';
import { BillActions, useBillPanel } from './bill-panel';
import { BillTotals } from './bill-totals';
import { CoursePicker } from './course-controls';
import { DishDialog, needsChoosing, plainTicketLine } from './dish-dialog';
import { MenuPanel } from './menu-panel';
import { OrderLayout } from './order-layout';
import type { PaidResult } from './pay-dialog';
import { SeatPicker } from './seat-controls';
import { TicketPanel } from './ticket-panel';

/**
 * The order/bill screen (decision 0146): the menu on the left; on the right the ticket (lines not
 * sent yet, Send), then the bill's sent orders, adjustments, totals as the server gives them, and
 * its actions. For a free table or a new counter order there is no bill until the first Send.
 */
export function OrderScreen({
  title,
  target,
  bill,
  setup,
  restaurantName,
  canDelete,
  onSent,
  onPaid,
}: {
  title: string;
  target: OrderTarget;
  bill: Transaction | null;
  setup: PosSetupResponse;
  restaurantName: string;
  canDelete: boolean;
  onSent: (bill: Transaction) => void;
  onPaid: (result: PaidResult) => void;
}) {
  const t = usePosT();
  const now = useNow(60_000);
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  // The seat the dishes added now are for (decision 0501): table bills only.
  const [seat, setSeat] = useState<number | null>(null);
  // The course of the dishes added now (decision 0502).
  const [course, setCourse] = useState<number | null>(null);
  const { state, voidDialog } = useBillPanel(bill);
  const symbol = setup.currencySymbol;
  const type = target.kind === 'new' ? target.type : target.bill.type;
  const menu = type === 'dinein' ? setup.menu : (setup.takeawayMenu ?? setup.menu);

  const pick = (item: MenuItem) => {
    if (needsChoosing(toDishLike(item))) setChoosing(item);
    else setLines((ls) => addTicketLine(ls, { ...plainTicketLine(item), seat, course }));
  };

  return (
    <OrderLayout
      menuPanel={
        <MenuPanel menu={menu} timezone={setup.timezone} currencySymbol={symbol} now={now} onPick={pick} />
      }
      title={title}
      footer={
        bill ? (
          <Box sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
            <BillTotals bill={bill} currencySymbol={symbol} />
            <Box sx={{ mt: 1 }}>
              <BillActions
                bill={bill}
                setup={setup}
                restaurantName={restaurantName}
                canDelete={canDelete}
                onPaid={onPaid}
              />
            </Box>
          </Box>
        ) : null
      }
      dialogs={
        <>
          <DishDialog
            item={choosing}
            ownAllergens={menu?.allergens}
            currencySymbol={symbol}
            takeawayAllowed={type === 'dinein'}
            onAdd={(line) => {
              setLines((ls) => addTicketLine(ls, { ...line, seat, course }));
              setChoosing(null);
            }}
            onClose={() => setChoosing(null)}
          />
          {voidDialog}
        </>
      }
    >
      {type === 'dinein' ? (
        <>
          <SeatPicker
            seat={seat}
            onChange={setSeat}
            guests={target.kind === 'new' ? target.guests : (bill?.guests ?? null)}
          />
          <CoursePicker course={course} onChange={setCourse} />
        </>
      ) : null}
      <TicketPanel
        lines={lines}
        onLinesChange={setLines}
        target={target}
        partners={setup.deliveryPartners}
        surcharges={{ rules: setup.surchargeRules ?? [], timezone: setup.timezone }}
        currencySymbol={symbol}
        onSent={onSent}
        billLabel={title}
        ownAllergens={menu?.allergens}
      />
      {bill ? (
        <Box component="section" aria-labelledby="pos-bill" sx={{ mt: 2 }}>
          <Typography id="pos-bill" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('bill')}
          </Typography>
          <BillOrders
            bill={bill}
            currencySymbol={symbol}
            timezone={setup.timezone}
            editable
            accepting={state.accepting}
            onAccept={state.accept}
            onVoid={(order, dish) => state.askVoid({ order, dish })}
          />
          <AdjustmentsList
            bill={bill}
            currencySymbol={symbol}
            editable
            removing={state.removing}
            onRemove={state.removeAdjustment}
          />
        </Box>
      ) : null}
    </OrderLayout>
  );
}
