import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@rpos/domain';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { billTypeKey, usePosT } from '../pos-texts';
import { BillTotals } from './bill-totals';
import { choiceText } from './ticket-lines';

/** Only the receipt prints (window.print): everything else on the page is hidden from the printer. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.pos-receipt, .pos-receipt *': { visibility: 'visible' },
        '.pos-receipt': { position: 'absolute', left: 0, top: 0, width: '100%' },
      },
    }}
  />
);

/**
 * The receipt (a printing issue comes later; this is the screen's and the browser's print): the
 * dishes that count, voided ones struck through, removed ones left out, the adjustments, the totals
 * as the server gives them, and the payments with any change.
 */
export function ReceiptView({
  bill,
  restaurantName,
  timezone,
  currencySymbol,
}: {
  bill: Transaction;
  restaurantName: string;
  timezone: string;
  currencySymbol: string;
}) {
  const t = usePosT();
  const dishes = bill.orders
    .flatMap((o) => (o.status === 'cancelled' ? [] : o.dishes))
    .filter((d) => !d.permanentDeletion);
  const where = bill.tableNo ? t('tableLabel', { name: bill.tableNo }) : t(billTypeKey(bill.type));
  return (
    <Box
      className="pos-receipt"
      aria-label={t('receiptTitle')}
      sx={{ maxWidth: 420, mx: 'auto', fontVariantNumeric: 'tabular-nums' }}
    >
      {printStyles}
      <Typography variant="h6" component="h2" align="center">
        {restaurantName}
      </Typography>
      <Typography align="center" variant="body2">
        {where}
        {bill.customerName ? ` · ${bill.customerName}` : ''}
      </Typography>
      <Typography align="center" variant="body2" color="text.secondary">
        {t('receiptBill', { id: bill.uuid.slice(0, 8).toUpperCase() })} ·{' '}
        {formatRestaurantDateTime(bill.payTime ?? bill.createdAt, timezone, { seconds: false })}
      </Typography>
      <Divider sx={{ my: 1 }} />
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {dishes.map((d) => {
          const choice = choiceText({
            size: d.size ? { id: '', name: d.size.name } : null,
            options: d.options.map((o) => ({ ...o, groupId: '' })),
          });
          return (
            <Box
              component="li"
              key={d.lineId}
              sx={{
                listStyle: 'none',
                display: 'flex',
                gap: 1,
                textDecoration: d.isVoidedDish ? 'line-through' : undefined,
              }}
            >
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="body2">
                  {d.quantity} × {d.dish.name}
                </Typography>
                {choice ? (
                  <Typography variant="caption" color="text.secondary">
                    {choice}
                  </Typography>
                ) : null}
              </Box>
              <Typography variant="body2">
                {formatCents(d.isVoidedDish ? 0 : d.lineTotal, currencySymbol)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {bill.adjustments.length > 0 ? (
        <>
          <Divider sx={{ my: 1 }} />
          {bill.adjustments.map((a, i) => (
            <Box key={a.id ?? i} sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="body2">
                {a.percentage !== null
                  ? t('adjustmentPercent', { name: a.name, percentage: a.percentage })
                  : a.name}
              </Typography>
              <Typography variant="body2">
                {formatCents(a.adjustmentType === 'surcharge' ? a.price : -a.price, currencySymbol)}
              </Typography>
            </Box>
          ))}
        </>
      ) : null}
      <Divider sx={{ my: 1 }} />
      <BillTotals bill={bill} currencySymbol={currencySymbol} />
      {bill.paymentTypes.length > 0 ? (
        <>
          <Divider sx={{ my: 1 }} />
          <Typography variant="subtitle2" component="h3">
            {t('payments')}
          </Typography>
          {bill.paymentTypes.map((p, i) => (
            <Box
              key={`${p.time}|${p.type}|${p.paymentAmount}|${p.reference ?? i}`}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
            >
              <Typography variant="body2">
                {p.type}
                {p.portion ? ` · ${p.portion}` : ''}
                {p.tip > 0 ? ` · ${t('tipLine', { amount: formatCents(p.tip, currencySymbol) })}` : ''}
                {p.tendered !== null && p.change > 0
                  ? ` · ${t('tendered', { amount: formatCents(p.tendered, currencySymbol) })} · ${t('change', { amount: formatCents(p.change, currencySymbol) })}`
                  : ''}
              </Typography>
              <Typography variant="body2">{formatCents(p.merchantAmount + p.tip, currencySymbol)}</Typography>
            </Box>
          ))}
          {bill.refunds.map((r) => (
            <Box key={r.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">
                {t('refundLine', { type: r.type })} · {r.reason}
                {r.tip ? ` · ${t('tipLine', { amount: formatCents(r.tip, currencySymbol) })}` : ''}
              </Typography>
              {/* What went back over the counter: the sale part and, apart, the tip (decision 0576). */}
              <Typography variant="body2">
                {formatCents(-(r.amount + (r.tip ?? 0)), currencySymbol)}
              </Typography>
            </Box>
          ))}
        </>
      ) : null}
    </Box>
  );
}
