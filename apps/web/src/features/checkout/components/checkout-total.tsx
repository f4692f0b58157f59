import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { applicableSurcharges, type OnlineSurchargeRule, type SurchargeDay } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * Subtotal, the surcharge the order will pay on its day (the higher one where several apply, worked
 * out as placeOrder does) and the Total. The server recomputes at placeOrder; this is the preview.
 */
export function CheckoutTotal({
  subtotal,
  rules,
  day,
  currency,
  discount = 0,
}: {
  /** Cents; null while the cart is not read (the server's first screen): the amounts stay blank. */
  subtotal: number | null;
  /** A member voucher's discount (cents), taken off before the surcharge as placeOrder does. */
  discount?: number;
  rules: readonly OnlineSurchargeRule[];
  day: SurchargeDay;
  currency: string;
}) {
  const { t } = useTranslation();
  const discounted = Math.max(0, (subtotal ?? 0) - discount);
  const surcharges = discounted > 0 ? applicableSurcharges(rules, day, discounted) : [];
  const total = discounted + surcharges.reduce((sum, s) => sum + s.amount, 0);
  // Blank, a line high, until the cart is read.
  const amount = (cents: number) => (subtotal === null ? '\u00a0' : formatCents(cents, currency));
  return (
    <Stack spacing={0.5} data-testid="checkout-totals">
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography>{t('order.subtotal')}</Typography>
        <Typography data-testid="checkout-subtotal">{amount(subtotal ?? 0)}</Typography>
      </Stack>
      {discount > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid="checkout-discount">
          <Typography>{t('order.voucherDiscount')}</Typography>
          <Typography>-{formatCents(discount, currency)}</Typography>
        </Stack>
      )}
      {surcharges.map((s) => (
        <Stack
          key={s.id}
          direction="row"
          sx={{ justifyContent: 'space-between' }}
          data-testid="checkout-surcharge"
        >
          <Typography>{s.name}</Typography>
          <Typography>{formatCents(s.amount, currency)}</Typography>
        </Stack>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h6" component="p">
          {t('order.total')}
        </Typography>
        <Typography variant="h6" component="p" data-testid="checkout-total">
          {amount(total)}
        </Typography>
      </Stack>
    </Stack>
  );
}
