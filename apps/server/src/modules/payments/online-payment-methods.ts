import { OnlineSettings } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { paymentProviders } from './payment-registry';
import { listProviderAccounts } from './payments.repository';

/** The online methods a restaurant can take now (the diner view's isCardPaymentEnabled). */
export interface OnlinePaymentMethods {
  card: boolean;
}

/**
 * Which online methods the restaurant can take: card when the registry resolves it (the provider
 * PAYMENT_CARD_PROVIDER names, or the till provider when isTillPaymentEnabled, runs it and, when it
 * requiresAccount, the restaurant has an active payment_provider_accounts row for it) — the same
 * rule placeOrder applies (checkOnlinePaymentAvailable). One query (the accounts).
 */
export async function loadOnlinePaymentMethods(
  deps: AppDeps,
  db: DbOrTx,
  row: { id: string; onlineSettings: unknown },
): Promise<OnlinePaymentMethods> {
  const settings = OnlineSettings.parse(row.onlineSettings ?? {});
  const accounts = await listProviderAccounts(db, row.id);
  try {
    paymentProviders(deps).resolve({ paymentType: 'card', settings, accounts });
    return { card: true };
  } catch (err) {
    if (err instanceof AppError) return { card: false };
    throw err;
  }
}
