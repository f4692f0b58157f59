import {
  CAPITAL_MESSAGES,
  canCreateStore,
  checkPayoutTime,
  checkStoreSettings,
  checkTransfer,
  PAYOUT_MESSAGES as M,
  RESTAURANT_INDUSTRY_CODE,
  RESTAURANT_MESSAGES,
  type TransferRequest,
  type UpdateStoreSettingsRequest,
} from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findProviderAccount } from '../restaurants/my-restaurant.repository';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { createAdyenPayoutPlatform } from './adyen-payout-platform';
import { type PayoutMerchant, type PayoutPlatform, PayoutRefusal } from './payout-platform';
import { createSandboxPayoutPlatform } from './sandbox-payout-platform';

/** The platform the configuration names: Adyen when it is a configured provider, else the sandbox. */
export function createPayoutPlatform(deps: AppDeps): PayoutPlatform {
  return Object.values(deps.config.payments.providers).includes('adyen')
    ? createAdyenPayoutPlatform(deps)
    : createSandboxPayoutPlatform(deps);
}

/**
 * The payment-provider account page and capital (restaurant-config.md §2.6, back-office.md §2.11;
 * decisions 0325-0333): checks the §5 rules, then asks the platform; a platform failure answers the
 * §8 text of the action.
 */
export function createPayoutsService(
  deps: AppDeps,
  log: FastifyBaseLogger,
  platform = createPayoutPlatform(deps),
) {
  const db = deps.database.db;
  const hostname = new URL(deps.config.publicUrl).hostname;

  /** The restaurant acted on; a body's restaurantId (id or URL identifier) must name it (decision 0325). */
  async function merchant(restaurantId: string, claimed?: string | null): Promise<PayoutMerchant> {
    const row = await findRestaurantById(db, restaurantId);
    if (row?.type !== 'restaurant') throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
    const c = claimed?.trim();
    if (c && c !== row.id && c.toLowerCase() !== row.urlIdentifier.toLowerCase())
      throw new AppError('FORBIDDEN', M.otherRestaurant);
    const adyen = platform.kind === 'adyen' ? await findProviderAccount(db, row.id, 'adyen') : undefined;
    return {
      restaurantId: row.id,
      urlIdentifier: row.urlIdentifier,
      name: row.name,
      address: row.address ?? '',
      adyenSettings: adyen?.settings ?? {},
    };
  }

  /** Runs a platform call: a refusal keeps its text, any other failure is logged and answers `failed`. */
  async function via<T>(failed: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof PayoutRefusal) throw new AppError('BAD_REQUEST', err.message);
      log.error({ err }, `payout platform: ${failed}`);
      throw new AppError('BAD_REQUEST', failed);
    }
  }

  return {
    platformKind: platform.kind,

    async account(restaurantId: string) {
      const m = await merchant(restaurantId);
      return via(M.generic, async () => ({
        accountDetails: await platform.accountDetails(m),
        transfers: await platform.recentTransfers(m),
      }));
    },

    async transfer(restaurantId: string, body: TransferRequest) {
      const checked = checkTransfer(body);
      if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
      const m = await merchant(restaurantId, body.restaurantId);
      const transfer = await via(M.transferFailed, () => platform.transfer(m, checked.value));
      return {
        message: M.transferred,
        transfer,
        accountDetails: await via(M.generic, () => platform.accountDetails(m)),
      };
    },

    async setupPayoutSchedule(
      restaurantId: string,
      body: { hour?: unknown; minute?: unknown; restaurantId?: string | null },
    ) {
      const checked = checkPayoutTime(body);
      if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
      const m = await merchant(restaurantId, body.restaurantId);
      const sweep = await via(M.scheduleFailed, () =>
        platform.setDailyPayout(m, checked.value.hour, checked.value.minute),
      );
      return {
        message: M.scheduleSet,
        sweep,
        accountDetails: await via(M.generic, () => platform.accountDetails(m)),
      };
    },

    async sweeps(restaurantId: string, claimed?: string | null) {
      const m = await merchant(restaurantId, claimed);
      return { sweeps: await via(M.generic, () => platform.listSweeps(m)) };
    },

    async deleteSweep(restaurantId: string, sweepId: string, claimed?: string | null) {
      const m = await merchant(restaurantId, claimed);
      const deleted = await via(M.generic, () => platform.deleteSweep(m, sweepId));
      if (!deleted) throw new AppError('NOT_FOUND', M.sweepNotFound);
      return { message: M.sweepDeleted, sweeps: await via(M.generic, () => platform.listSweeps(m)) };
    },

    async storeSettings(restaurantId: string, claimed?: string | null) {
      const m = await merchant(restaurantId, claimed);
      return { storeSettings: await via(M.generic, () => platform.storeSettings(m)) };
    },

    async updateStoreSettings(restaurantId: string, body: UpdateStoreSettingsRequest) {
      const checked = checkStoreSettings(body.storeSettings);
      if (!checked.ok) throw new AppError('BAD_REQUEST', checked.message);
      const m = await merchant(restaurantId, body.restaurantId);
      const storeSettings = await via(M.ratesFailed, () => platform.updateStoreSettings(m, checked.value));
      if (!storeSettings) throw new AppError('BAD_REQUEST', M.noStore);
      return { message: M.ratesUpdated, storeSettings };
    },

    async createStore(
      restaurantId: string,
      body: { restaurantId?: string | null; description?: string | null },
    ) {
      const m = await merchant(restaurantId, body.restaurantId);
      const existing = await via(M.createStoreFailed, () => platform.listStores(m));
      if (!canCreateStore(existing.length, hostname)) throw new AppError('BAD_REQUEST', M.storeLimit);
      const taken = new Set(existing.map((s) => s.reference.toLowerCase()));
      let n = existing.length + 1;
      let reference = existing.length === 0 ? m.urlIdentifier : `${m.urlIdentifier}-${n}`;
      while (taken.has(reference.toLowerCase())) reference = `${m.urlIdentifier}-${++n}`;
      const description = body.description?.trim() || (existing.length === 0 ? m.name : `${m.name} ${n}`);
      const store = await via(M.createStoreFailed, () => platform.createStore(m, reference, description));
      return { message: M.storeCreated, store, stores: await via(M.generic, () => platform.listStores(m)) };
    },

    async updateBusinessLines(
      restaurantId: string,
      body: { restaurantId?: string | null; industryCode?: string | null },
    ) {
      const m = await merchant(restaurantId, body.restaurantId);
      const industryCode = body.industryCode || RESTAURANT_INDUSTRY_CODE;
      const businessLines = await via(M.businessLinesFailed, () =>
        platform.updateBusinessLines(m, industryCode),
      );
      return { message: M.businessLinesUpdated, industryCode, businessLines };
    },

    async grantOffers(restaurantId: string) {
      const m = await merchant(restaurantId);
      return via(CAPITAL_MESSAGES.failed, () => platform.grantOffers(m));
    },

    async requestGrant(restaurantId: string, grantOfferId: string) {
      const m = await merchant(restaurantId);
      const grant = await via(CAPITAL_MESSAGES.failed, () => platform.requestGrant(m, grantOfferId));
      if (!grant) throw new AppError('NOT_FOUND', CAPITAL_MESSAGES.offerNotFound);
      return { message: CAPITAL_MESSAGES.requested, grant };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
