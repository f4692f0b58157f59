import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BackOfficeOrder } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import { useBackOfficeOrdersT } from '../back-office-orders-texts';

/**
 * The order's lines (§3 "Order item"): quantity, dish with its size, options and special
 * instructions, and the line's price; a voided dish (with its reason) and a deleted one are marked
 * and struck through, as they count no more. Then subtotal, the member voucher's discount (its name,
 * negative), surcharges and total.
 */
export function OrderItemsTable({
  order,
  currencySymbol,
}: {
  order: BackOfficeOrder;
  currencySymbol: string;
}) {
  const t = useBackOfficeOrdersT();
  const money = (c: number) => formatCents(c, currencySymbol);
  return (
    <Paper component="section" aria-label={t('items')} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('items')}
      </Typography>
      <Table size="small" aria-label={t('items')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('colQuantity')}</TableCell>
            <TableCell>{t('colDish')}</TableCell>
            <TableCell align="right">{t('colPrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.order.items.map((item, i) => {
            const out = item.isVoidedDish || item.permanentDeletion;
            const struck = out ? { textDecoration: 'line-through', color: 'text.secondary' } : {};
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a placed order never move
              <TableRow key={i}>
                <TableCell sx={{ verticalAlign: 'top', ...struck }}>{item.quantity}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 500, ...struck }}>
                      {item.dish.name}
                      {item.dish.altName ? ` ${item.dish.altName}` : ''}
                    </Typography>
                    {item.isVoidedDish ? (
                      <Chip
                        size="small"
                        color="warning"
                        label={
                          item.voidReason ? t('voidedBecause', { reason: item.voidReason }) : t('voided')
                        }
                      />
                    ) : null}
                    {item.permanentDeletion ? (
                      <Chip size="small" color="error" label={t('deletedDish')} />
                    ) : null}
                  </Box>
                  {item.size ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('size', { name: item.size.name })}
                    </Typography>
                  ) : null}
                  {item.options.map((o) => (
                    <Typography key={o.id} variant="body2" color="text.secondary">
                      {`+ ${o.name}${o.quantity > 1 ? ` x${o.quantity}` : ''}${o.price ? ` (${money(o.price)})` : ''}`}
                    </Typography>
                  ))}
                  {item.specialInstructions ? (
                    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                      {t('instructions', { text: item.specialInstructions })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ verticalAlign: 'top', ...struck }}>
                  {money(item.lineTotal)}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={2}>{t('subtotal')}</TableCell>
            <TableCell align="right">{money(order.subtotal)}</TableCell>
          </TableRow>
          {order.discountTotal > 0 ? (
            <TableRow data-testid="order-discount">
              <TableCell colSpan={2}>{order.discountName ?? t('voucherDiscount')}</TableCell>
              <TableCell align="right">-{money(order.discountTotal)}</TableCell>
            </TableRow>
          ) : null}
          {order.surchargeTotal ? (
            <TableRow>
              <TableCell colSpan={2}>{t('surcharges')}</TableCell>
              <TableCell align="right">{money(order.surchargeTotal)}</TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
              {t('total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money(order.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}
