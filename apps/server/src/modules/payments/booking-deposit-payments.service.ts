import { PAYMENT_DEFAULTS, PAYMENT_MESSAGES } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { type CallMeta, settingsOf, subjectKeyOf } from './payment-context';
import type { PaymentReturnUrls } from './payment-provider';
import { paymentProviders } from './payment-registry';
import { insertAttempt, startWithProvider } from './payment-start';
import { listProviderAccounts, type RestaurantRow } from './payments.repository';

/**
 * Starts a booking's deposit with the card provider (hosted checkout): answers sessionId +
 * stripeAccount + paymentUrl (the Checkout page) for Stripe, or paymentUrl (+ sessionId) for the
 * sandbox's hosted checkout.
 * amount in minor units; returnPaths are paths of our site (booking confirmation, booking page).
 */
export async function startBookingDepositPayment(
  deps: AppDeps,
  input: {
    restaurant: RestaurantRow;
    bookingId: string;
    amount: number;
    currency?: string;
    shopperEmail?: string | null;
    returnPaths: Omit<PaymentReturnUrls, 'action'>;
  },
  meta: CallMeta = {},
): Promise<{ paymentId: string; sessionId?: string; stripeAccount?: string; paymentUrl?: string }> {
  const db = deps.database.db;
  const registry = paymentProviders(deps);
  const accounts = await listProviderAccounts(db, input.restaurant.id);
  const settings = { ...settingsOf(input.restaurant), isTillPaymentEnabled: false };
  const { provider, method } = registry.resolve({ paymentType: 'card', settings, accounts });
  const row = await insertAttempt(deps, {
    id: newId(),
    restaurantId: input.restaurant.id,
    bookingId: input.bookingId,
    subjectKey: subjectKeyOf({ kind: 'booking', bookingId: input.bookingId }),
    provider: provider.name,
    method,
    amount: input.amount,
    currency: input.currency ?? PAYMENT_DEFAULTS.currency,
    returnUrls: { ...input.returnPaths, action: input.returnPaths.failure },
    shopperEmail: input.shopperEmail ?? null,
    createdAt: deps.now(),
    updatedAt: deps.now(),
  });
  const { row: started, start } = await startWithProvider(
    deps,
    provider,
    row,
    { restaurant: input.restaurant },
    meta,
  );
  if (start.kind === 'redirect') {
    // The checkout URL goes with the session: the diner's page has no provider script to open it by id.
    if (start.sessionId && start.stripeAccount)
      return {
        paymentId: started.id,
        sessionId: start.sessionId,
        stripeAccount: start.stripeAccount,
        paymentUrl: start.url,
      };
    return {
      paymentId: started.id,
      paymentUrl: start.url,
      ...(start.sessionId ? { sessionId: start.sessionId } : {}),
    };
  }
  if (start.kind === 'wallet') return { paymentId: started.id, paymentUrl: start.payUrl };
  throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.orderNotPayable);
}
