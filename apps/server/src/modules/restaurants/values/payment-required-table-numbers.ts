import {
  type PaymentRequiredTableNumbersValue,
  PaymentRequiredTableNumbersValue as schema,
} from '@rpos/domain';
import { savePaymentRequiredTableNumbers } from '../../qr-codes/qr-codes.repository';
import { restaurantValueHandler } from './restaurant-values';

/**
 * {paymentRequiredTableNumbers}: the tables whose diners pay online before the order goes to the
 * kitchen (decision 112), the whole list; letters and digits only, duplicates dropped.
 */
export const paymentRequiredTableNumbersHandler = restaurantValueHandler<
  PaymentRequiredTableNumbersValue,
  string[]
>({
  schema,
  save: (tx, restaurantId, list, deps) => savePaymentRequiredTableNumbers(tx, restaurantId, list, deps.now()),
});
