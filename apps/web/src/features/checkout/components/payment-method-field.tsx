import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentType } from '@rpos/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';

const PAYMENT_LABEL_KEYS = {
  payAtCounter: 'order.payAtCounter',
  card: 'order.payCard',
  wechat: 'order.payWechat',
  paypal: 'order.payPaypal',
} as const satisfies Record<PaymentType, string>;

/** The checkout's payment method: the ways this order may be paid, one to choose (diner.md §4). */
export function PaymentMethodField({
  payments,
  value,
  onChange,
  error,
}: {
  payments: readonly PaymentType[];
  value: PaymentType | null;
  onChange: (next: PaymentType) => void;
  /** The refusal to show under the choices ("choose a payment method"), if any. */
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <FormControl required>
      <FormLabel id="pay-type">{t('order.paymentMethod')}</FormLabel>
      <RadioGroup
        aria-labelledby="pay-type"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as PaymentType)}
      >
        {payments.map((p) => (
          <FormControlLabel
            key={p}
            value={p}
            control={<Radio />}
            label={t(PAYMENT_LABEL_KEYS[p])}
            sx={{ minHeight: 48 }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </FormControl>
  );
}
