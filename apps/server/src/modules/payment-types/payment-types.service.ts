import {
  checkPaymentType,
  checkPaymentTypes,
  PAYMENT_TYPE_MESSAGES,
  type PaymentTypeInput,
  type PosPaymentType,
  paymentTypeExists,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  findPaymentTypes,
  insertPaymentType,
  lockPaymentTypesOf,
  replacePaymentTypes,
} from './payment-types.repository';

export function listPaymentTypes(deps: AppDeps, restaurantId: string): Promise<PosPaymentType[]> {
  return findPaymentTypes(deps.database.db, restaurantId);
}

/** POST /createPaymentType: the §5 rules, then no second type of the same name (case-insensitively). */
export async function createPaymentType(
  deps: AppDeps,
  restaurantId: string,
  input: PaymentTypeInput,
): Promise<{ paymentType: PosPaymentType; paymentTypes: PosPaymentType[] }> {
  const checked = checkPaymentType({ ...input, paymentTypeId: null });
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await lockPaymentTypesOf(tx, restaurantId);
    const existing = await findPaymentTypes(tx, restaurantId);
    if (paymentTypeExists(existing, checked.value.paymentType)) {
      throw new AppError('BAD_REQUEST', PAYMENT_TYPE_MESSAGES.duplicate);
    }
    const paymentType = await insertPaymentType(tx, restaurantId, checked.value, now);
    return { paymentType, paymentTypes: await findPaymentTypes(tx, restaurantId) };
  });
}

/** POST /updatePaymentTypes: the whole list, checked whole before anything is written (decision 0125). */
export async function updatePaymentTypes(
  deps: AppDeps,
  restaurantId: string,
  inputs: readonly PaymentTypeInput[],
): Promise<PosPaymentType[]> {
  const checked = checkPaymentTypes(inputs);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await lockPaymentTypesOf(tx, restaurantId);
    return replacePaymentTypes(tx, restaurantId, checked.value, now);
  });
}
