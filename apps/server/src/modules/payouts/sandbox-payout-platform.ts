import {
  CAPITAL_MESSAGES,
  dailyCron,
  lastDailyRun,
  maskAccount,
  PAYOUT_MESSAGES,
  PAYOUT_TIME_ZONE,
  type PayoutAccountDetails,
  type PayoutStore,
  type PayoutTransfer,
  parseDailyCron,
  type StoreSettings,
  type Sweep,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import {
  type PayoutMerchant,
  type PayoutPlatform,
  PayoutRefusal,
  surchargeConfigurations,
} from './payout-platform';
import {
  findSandboxGrants,
  findSandboxOffers,
  insertSandboxGrant,
  insertSandboxOffers,
  lockSandboxOffer,
  toGrant,
  toGrantOffer,
} from './sandbox-capital.repository';
import {
  creditSandboxBalance,
  debitSandboxBalance,
  deleteSandboxSweep,
  ensureSandboxAccount,
  findPayoutSweep,
  findSandboxStores,
  findSandboxSweeps,
  findSandboxTransfers,
  insertSandboxStore,
  insertSandboxTransfer,
  lockSandboxAccount,
  type SandboxAccountRow,
  type SandboxStoreRow,
  type SandboxSweepRow,
  type SandboxTransferRow,
  updateSandboxAccount,
  upsertPayoutSweep,
} from './sandbox-payouts.repository';

const toTransfer = (r: SandboxTransferRow): PayoutTransfer => ({
  id: r.id,
  amount: { currency: r.currency, value: r.amount },
  transferTo: r.transferTo,
  description: r.description,
  counterparty: r.counterparty,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});
const toSweep = (r: SandboxSweepRow): Sweep => ({
  id: r.id,
  schedule: { type: 'cron', cronExpression: r.cronExpression },
  targetAmount: { currency: r.currency, value: r.targetAmount },
  status: r.status,
  description: r.description,
});
const toStore = (r: SandboxStoreRow): PayoutStore => ({
  id: r.id,
  reference: r.reference,
  description: r.description,
  status: r.status,
});

/** Where each transfer type of §9 lands in the sandbox (shown beside the transfer). */
function counterpartyOf(value: {
  transferTo: string;
  bankAccount: { accountNumber: string } | null;
}): string {
  if (value.bankAccount) return maskAccount(value.bankAccount.accountNumber);
  if (value.transferTo === 'merchantTerminalDeposit') return 'BA_SBX_TERMINAL_DEPOSIT';
  if (value.transferTo === 'rposBalanceAccount') return 'BA_SBX_RPOS_PLATFORM';
  return 'BA_SBX_MERCHANT';
}

/**
 * The sandbox's simulated balance account (decision 0329): persisted per restaurant, opened on first
 * use with A$5,000.00 and one store. The daily payout sweep runs when it is next looked at: a run
 * that came due since the last one pays the whole balance out (a 'payout' transfer).
 */
export function createSandboxPayoutPlatform(deps: AppDeps): PayoutPlatform {
  const db = deps.database.db;

  /** The account in this transaction, with any payout that came due applied. */
  async function account(tx: DbOrTx, m: PayoutMerchant): Promise<SandboxAccountRow> {
    const now = deps.now();
    await ensureSandboxAccount(tx, { id: m.restaurantId, urlIdentifier: m.urlIdentifier, name: m.name }, now);
    const row = await lockSandboxAccount(tx, m.restaurantId);
    const sweep = await findPayoutSweep(tx, m.restaurantId);
    const time = sweep && sweep.status === 'active' ? parseDailyCron(sweep.cronExpression) : null;
    if (!sweep || !time) return row;
    const due = lastDailyRun(now, time.hour, time.minute, PAYOUT_TIME_ZONE);
    const since = row.lastPayoutAt && row.lastPayoutAt > sweep.createdAt ? row.lastPayoutAt : sweep.createdAt;
    if (due <= since) return row;
    if (row.balance > 0)
      await insertSandboxTransfer(tx, {
        restaurantId: m.restaurantId,
        amount: row.balance,
        currency: row.currency,
        transferTo: 'payout',
        description: 'Scheduled payout',
        counterparty: 'bank account',
        status: 'booked',
        createdAt: due,
      });
    return updateSandboxAccount(tx, m.restaurantId, { balance: 0, lastPayoutAt: due }, now);
  }

  async function details(tx: DbOrTx, m: PayoutMerchant): Promise<PayoutAccountDetails> {
    const row = await account(tx, m);
    const sweep = await findPayoutSweep(tx, m.restaurantId);
    const time = sweep ? parseDailyCron(sweep.cronExpression) : null;
    return {
      provider: 'sandbox',
      isAdyenAccountValid: true,
      isAllowed: true,
      legalEntityId: row.legalEntityId,
      accountHolderId: row.accountHolderId,
      balanceAccount: row.balanceAccountId,
      currency: row.currency,
      balance: row.balance,
      available: row.balance,
      sweepHour: time?.hour ?? null,
      sweepMinute: time?.minute ?? null,
      timeZone: PAYOUT_TIME_ZONE,
      industryCode: row.industryCode,
      lastPayoutAt: row.lastPayoutAt?.toISOString() ?? null,
      stores: (await findSandboxStores(tx, m.restaurantId)).map(toStore),
    };
  }

  function settingsOf(row: SandboxAccountRow, store: SandboxStoreRow): StoreSettings {
    const saved = row.storeSettings[store.reference] as Omit<StoreSettings, 'store'> | undefined;
    return {
      store: store.reference,
      askConfirmation: saved?.askConfirmation ?? false,
      configurations: saved?.configurations ?? [],
    };
  }

  return {
    kind: 'sandbox',
    accountDetails: (m) => db.transaction((tx) => details(tx, m)),

    recentTransfers: (m) =>
      db.transaction(async (tx) => {
        await account(tx, m);
        return (await findSandboxTransfers(tx, m.restaurantId)).map(toTransfer);
      }),

    transfer: (m, value) =>
      db.transaction(async (tx) => {
        const row = await account(tx, m);
        const now = deps.now();
        if (!(await debitSandboxBalance(tx, m.restaurantId, value.amount, now)))
          throw new PayoutRefusal(PAYOUT_MESSAGES.insufficientBalance);
        const created = await insertSandboxTransfer(tx, {
          restaurantId: m.restaurantId,
          amount: value.amount,
          currency: row.currency,
          transferTo: value.transferTo,
          description: value.description,
          counterparty: counterpartyOf(value),
          status: 'booked',
          createdAt: now,
        });
        return toTransfer(created);
      }),

    setDailyPayout: (m, hour, minute) =>
      db.transaction(async (tx) => {
        const row = await account(tx, m);
        const now = deps.now();
        const sweep = await upsertPayoutSweep(tx, m.restaurantId, dailyCron(hour, minute), row.currency, now);
        // Runs before the new time do not count: the schedule starts now.
        await updateSandboxAccount(tx, m.restaurantId, { lastPayoutAt: now }, now);
        return toSweep(sweep);
      }),

    listSweeps: (m) =>
      db.transaction(async (tx) => {
        await account(tx, m);
        return (await findSandboxSweeps(tx, m.restaurantId)).map(toSweep);
      }),

    deleteSweep: (m, sweepId) =>
      db.transaction(async (tx) => {
        await account(tx, m);
        return deleteSandboxSweep(tx, m.restaurantId, sweepId);
      }),

    storeSettings: (m) =>
      db.transaction(async (tx) => {
        const row = await account(tx, m);
        const [first] = await findSandboxStores(tx, m.restaurantId);
        return first ? settingsOf(row, first) : null;
      }),

    updateStoreSettings: (m, value) =>
      db.transaction(async (tx) => {
        const row = await account(tx, m);
        const stores = await findSandboxStores(tx, m.restaurantId);
        if (stores.length === 0) return null;
        const saved = {
          askConfirmation: value.askConfirmation,
          configurations: surchargeConfigurations(value, row.currency),
        };
        const storeSettings = { ...row.storeSettings };
        for (const s of stores) storeSettings[s.reference] = saved;
        const updated = await updateSandboxAccount(tx, m.restaurantId, { storeSettings }, deps.now());
        return settingsOf(updated, stores[0]!);
      }),

    listStores: (m) =>
      db.transaction(async (tx) => {
        await account(tx, m);
        return (await findSandboxStores(tx, m.restaurantId)).map(toStore);
      }),

    createStore: (m, reference, description) =>
      db.transaction(async (tx) => {
        await account(tx, m);
        return toStore(await insertSandboxStore(tx, m.restaurantId, reference, description, deps.now()));
      }),

    updateBusinessLines: (m, industryCode) =>
      db.transaction(async (tx) => {
        await account(tx, m);
        await updateSandboxAccount(tx, m.restaurantId, { industryCode }, deps.now());
        return 1;
      }),

    grantOffers: (m) =>
      db.transaction(async (tx) => {
        const row = await account(tx, m);
        const now = deps.now();
        const grants = await findSandboxGrants(tx, m.restaurantId);
        let offers = await findSandboxOffers(tx, m.restaurantId);
        const standing = offers.filter(
          (o) => o.expiresAt > now && !grants.some((g) => g.grantOfferId === o.id),
        );
        // New offers once the old ones lapsed, and none while a grant is being repaid.
        if (standing.length === 0 && !grants.some((g) => !g.repaid)) {
          await insertSandboxOffers(tx, m.restaurantId, row.currency, now);
          offers = await findSandboxOffers(tx, m.restaurantId);
        }
        const open = grants.some((g) => !g.repaid)
          ? []
          : offers.filter((o) => o.expiresAt > now && !grants.some((g) => g.grantOfferId === o.id));
        return {
          grantOffers: open.map((o) => toGrantOffer(o, row.accountHolderId)),
          grants: grants.map(toGrant),
        };
      }),

    requestGrant: (m, grantOfferId) =>
      db.transaction(async (tx) => {
        await account(tx, m);
        const now = deps.now();
        const offer = await lockSandboxOffer(tx, m.restaurantId, grantOfferId);
        if (!offer) return null;
        const grants = await findSandboxGrants(tx, m.restaurantId);
        if (grants.some((g) => g.grantOfferId === offer.id))
          throw new PayoutRefusal(CAPITAL_MESSAGES.alreadyRequested);
        if (grants.some((g) => !g.repaid)) throw new PayoutRefusal(CAPITAL_MESSAGES.activeGrant);
        if (offer.expiresAt <= now) throw new PayoutRefusal(CAPITAL_MESSAGES.offerExpired);
        const grant = await insertSandboxGrant(tx, offer, now);
        // The funds land in the balance account within minutes (FAQ): at once in the sandbox.
        await creditSandboxBalance(tx, m.restaurantId, offer.amount, now);
        return toGrant(grant);
      }),
  };
}
