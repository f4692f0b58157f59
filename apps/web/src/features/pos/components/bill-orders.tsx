import Block from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Transaction, TransactionDish, TransactionOrder } from '@rpos/domain';
import type { ReactNode } from 'react';
import { formatRestaurantTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { usePosT } from '../pos-texts';
import { OrderCourse } from './course-controls';
import { DishSeatSelect } from './seat-controls';
import { TableRoundNotice } from './table-round-notice';
import { choiceText } from './ticket-lines';

/** The last four characters of an order number, upper case: the number every screen shows. */
export const shortOrderNumber = (orderNumber: string) => orderNumber.slice(-4).toUpperCase();

function DishRow({
  dish,
  currencySymbol,
  editable,
  onVoid,
  seat,
}: {
  dish: TransactionDish;
  currencySymbol: string;
  editable: boolean;
  onVoid: () => void;
  /** The seat control of a table bill's dish (decision 0501). */
  seat?: ReactNode;
}) {
  const t = usePosT();
  const out = dish.isVoidedDish || dish.permanentDeletion;
  const choice = choiceText({
    size: dish.size ? { id: '', name: dish.size.name } : null,
    options: dish.options.map((o) => ({ ...o, groupId: '' })),
  });
  return (
    <Box
      component="li"
      data-voided={out || undefined}
      sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0, color: out ? 'text.disabled' : undefined }}>
        <Typography sx={{ textDecoration: out ? 'line-through' : undefined }}>
          {dish.quantity} × {dish.dish.name}
        </Typography>
        {choice ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ textDecoration: out ? 'line-through' : undefined }}
          >
            {choice}
          </Typography>
        ) : null}
        {dish.specialInstructions ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
            {dish.specialInstructions}
          </Typography>
        ) : null}
        {out ? (
          <Typography variant="body2" color="error.main">
            {dish.permanentDeletion
              ? t('removed', { reason: dish.voidReason ?? '' })
              : t('voided', { reason: dish.voidReason ?? '' })}
          </Typography>
        ) : null}
      </Box>
      {out ? null : seat}
      <Typography sx={{ whiteSpace: 'nowrap', textDecoration: out ? 'line-through' : undefined }}>
        {formatCents(dish.lineTotal, currencySymbol)}
      </Typography>
      {editable && !out ? (
        <IconButton
          aria-label={t('voidDish', { name: dish.dish.name })}
          onClick={onVoid}
          sx={{ width: 44, height: 44 }}
        >
          <Block fontSize="small" />
        </IconButton>
      ) : (
        <Box sx={{ width: 44 }} />
      )}
    </Box>
  );
}

/**
 * The bill's sent orders with their dishes: voided and removed ones struck through with the reason,
 * a void action per dish while the bill is open, and Accept on an order still waiting for a staff
 * accept (decision 0134).
 */
export function BillOrders({
  bill,
  currencySymbol,
  timezone,
  editable,
  accepting,
  onAccept,
  onVoid,
}: {
  bill: Transaction;
  currencySymbol: string;
  timezone: string;
  editable: boolean;
  /** The order whose accept is under way. */
  accepting: string | null;
  onAccept: (order: TransactionOrder) => void;
  onVoid: (order: TransactionOrder, dish: TransactionDish) => void;
}) {
  const t = usePosT();
  if (bill.orders.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {t('billEmpty')}
      </Typography>
    );
  return (
    <Box>
      <TableRoundNotice bill={bill} timezone={timezone} />
      {bill.orders.map((order) => (
        <Box
          key={order.orderId}
          component="section"
          aria-label={t('order', { number: shortOrderNumber(order.orderNumber) })}
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h3">
              {t('order', { number: shortOrderNumber(order.orderNumber) })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatRestaurantTime(order.createdAt, timezone)}
            </Typography>
            <OrderCourse bill={bill} order={order} timezone={timezone} editable={editable} />
            {!order.isAccepted && !order.held && order.status !== 'cancelled' ? (
              <>
                <Chip size="small" color="warning" label={t('waitingAccept')} />
                {editable ? (
                  <Button
                    size="small"
                    variant="contained"
                    color="warning"
                    onClick={() => onAccept(order)}
                    disabled={accepting !== null}
                    startIcon={
                      accepting === order.orderId ? (
                        <CircularProgress size={14} color="inherit" aria-label={t('working')} />
                      ) : null
                    }
                    sx={{ ml: 'auto', minHeight: 44 }}
                  >
                    {t('accept')}
                  </Button>
                ) : null}
              </>
            ) : null}
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {order.dishes.map((dish) => (
              <DishRow
                key={dish.lineId}
                dish={dish}
                currencySymbol={currencySymbol}
                editable={editable}
                onVoid={() => onVoid(order, dish)}
                seat={
                  editable && bill.type === 'dinein' ? (
                    <DishSeatSelect bill={bill} order={order} dish={dish} />
                  ) : dish.seat !== null ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('seatN', { n: dish.seat })}
                    </Typography>
                  ) : null
                }
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
