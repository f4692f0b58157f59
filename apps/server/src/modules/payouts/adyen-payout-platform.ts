import adyen, { type Types } from '@adyen/api-library';
import {
  dailyCron,
  type Grant,
  type GrantOffer,
  maskAccount,
  PAYOUT_MESSAGES,
  PAYOUT_TIME_ZONE,
  type PayoutStore,
  parseDailyCron,
  type StoreSettings,
  type Sweep,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { createBaseUrlHttpClient } from '../payments/adyen/adyen-base-url-client';
import {
  type PayoutMerchant,
  type PayoutPlatform,
  PayoutRefusal,
  surchargeConfigurations,
} from './payout-platform';

// Adyen for Platforms through the official SDK (decision 0331): Balance Platform (balance account,
// sweeps), Transfers, Management (stores, terminal surcharge settings), Legal Entity Management
// (business lines) and Capital (grant offers, grants). The restaurant's ids come from its Adyen
// account settings (onboarding): accountHolderId, balanceAccount, legalEntityId, transferInstrumentId,
// grantAccountId, terminalDepositBalanceAccount, merchantBalanceAccount, platformBalanceAccount.

const {
  Client,
  EnvironmentEnum,
  BalancePlatformAPI,
  TransfersAPI,
  ManagementAPI,
  LegalEntityManagementAPI,
  CapitalAPI,
} = adyen;

const PAYOUT_SWEEP_DESCRIPTION = 'Daily payout to the bank account';
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const need = (m: PayoutMerchant, key: string): string => {
  const v = str(m.adyenSettings[key]);
  if (!v) throw new PayoutRefusal(PAYOUT_MESSAGES.noAccount);
  return v;
};
const money = (a: { currency?: string; value?: number } | null | undefined) => ({
  currency: a?.currency ?? 'AUD',
  value: a?.value ?? 0,
});
const iso = (d: unknown): string => (d instanceof Date ? d.toISOString() : str(d));

function toSweep(s: Types.balancePlatform.SweepConfigurationV2): Sweep {
  return {
    id: s.id,
    schedule: { type: str(s.schedule?.type), cronExpression: str(s.schedule?.cronExpression) },
    targetAmount: money(s.targetAmount),
    status: str(s.status),
    description: str(s.description),
  };
}

const toStore = (s: Types.management.Store): PayoutStore => ({
  id: str(s.id),
  reference: str(s.reference),
  description: str(s.description),
  status: str(s.status),
});

function toOffer(o: Types.capital.GrantOffer): GrantOffer {
  const r = (o.repayment ?? {}) as {
    basisPoints?: number;
    term?: { estimatedDays?: number };
    threshold?: { amount?: { currency?: string; value?: number } };
  };
  return {
    id: str(o.id),
    accountHolderId: str(o.accountHolderId),
    contractType: str(o.contractType),
    amount: money(o.amount),
    fee: { amount: money(o.fee?.amount) },
    repayment: {
      basisPoints: r.basisPoints ?? 0,
      term: { estimatedDays: r.term?.estimatedDays ?? 0 },
      threshold: { amount: money(r.threshold?.amount) },
    },
    startsAt: iso(o.startsAt),
    expiresAt: iso(o.expiresAt),
  };
}

function toGrant(g: Types.capital.Grant, contractType = ''): Grant {
  const b = (g.balances ?? {}) as { currency?: string; fee?: number; principal?: number; total?: number };
  return {
    id: str(g.id),
    grantOfferId: str(g.grantOfferId),
    contractType,
    status: str(g.status?.code),
    amount: { currency: b.currency ?? 'AUD', value: b.principal ?? 0 },
    balances: {
      currency: b.currency ?? 'AUD',
      fee: b.fee ?? 0,
      principal: b.principal ?? 0,
      total: b.total ?? 0,
    },
    createdAt: '',
  };
}

export function createAdyenPayoutPlatform(deps: AppDeps): PayoutPlatform {
  const cfg = deps.config.payments.adyen;
  if (!cfg.apiKey) throw new Error('The Adyen balance platform needs ADYEN_API_KEY');
  const client = new Client(
    {
      apiKey: cfg.apiKey,
      environment: cfg.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      connectionTimeoutMillis: 30_000,
      applicationName: 'rpos',
    },
    cfg.apiBase ? createBaseUrlHttpClient(cfg.apiBase) : undefined,
  );
  const bp = new BalancePlatformAPI(client);
  const transfers = new TransfersAPI(client);
  const management = new ManagementAPI(client);
  const lem = new LegalEntityManagementAPI(client);
  const capital = new CapitalAPI(client);
  const merchantId = cfg.merchantAccount ?? '';

  async function stores(m: PayoutMerchant): Promise<PayoutStore[]> {
    const res = await management.AccountStoreLevelApi.listStoresByMerchantId(merchantId, 1, 100);
    const prefix = m.urlIdentifier.toLowerCase();
    return (res.data ?? []).map(toStore).filter((s) => s.reference.toLowerCase().startsWith(prefix));
  }

  async function settingsOf(storeId: string, reference: string): Promise<StoreSettings> {
    const s = await management.TerminalSettingsStoreLevelApi.getTerminalSettingsByStoreId(storeId);
    const surcharge = (s.surcharge ?? {}) as {
      askConfirmation?: boolean;
      configurations?: {
        brand?: string;
        currencies?: { currencyCode?: string; percentage?: number; amount?: number }[];
      }[];
    };
    return {
      store: reference,
      askConfirmation: surcharge.askConfirmation ?? false,
      configurations: (surcharge.configurations ?? []).map((c) => ({
        brand: str(c.brand),
        currencies: (c.currencies ?? []).map((x) => ({
          currencyCode: str(x.currencyCode),
          ...(x.percentage !== undefined ? { percentage: x.percentage } : {}),
          ...(x.amount !== undefined ? { amount: x.amount } : {}),
        })),
      })),
    };
  }

  /** The daily payout sweep: the one the settings name, else the one this adapter created. */
  const payoutSweep = (m: PayoutMerchant, sweeps: Sweep[]) =>
    sweeps.find((s) => s.id === str(m.adyenSettings.payoutSweepId)) ??
    sweeps.find((s) => s.description === PAYOUT_SWEEP_DESCRIPTION);

  const sweepsOf = async (m: PayoutMerchant) =>
    (
      (await bp.CustomPayoutSchedulesSweepsApi.getAllSweepsForBalanceAccount(need(m, 'balanceAccount')))
        .sweeps ?? []
    ).map(toSweep);

  return {
    kind: 'adyen',

    async accountDetails(m) {
      const account = await bp.BalanceAccountsApi.getBalanceAccount(need(m, 'balanceAccount'));
      const balance = account.balances?.[0];
      const payout = payoutSweep(m, await sweepsOf(m));
      const time = payout ? parseDailyCron(payout.schedule.cronExpression) : null;
      return {
        provider: 'adyen',
        isAdyenAccountValid: m.adyenSettings.isAdyenAccountValid !== false,
        isAllowed: m.adyenSettings.isAllowed !== false,
        legalEntityId: str(m.adyenSettings.legalEntityId),
        accountHolderId: str(account.accountHolderId),
        balanceAccount: str(account.id),
        currency: str(balance?.currency) || str(account.defaultCurrencyCode) || 'AUD',
        balance: balance?.balance ?? 0,
        available: balance?.available ?? 0,
        sweepHour: time?.hour ?? null,
        sweepMinute: time?.minute ?? null,
        timeZone: str(account.timeZone) || PAYOUT_TIME_ZONE,
        industryCode: str(m.adyenSettings.industryCode) || null,
        lastPayoutAt: null,
        stores: await stores(m),
      };
    },

    // Adyen keeps the transfers; the page lists them in Adyen's Customer Area (decision 0331).
    recentTransfers: async () => [],

    async transfer(m, v) {
      const target: Record<string, string> = {
        merchantTerminalDeposit: 'terminalDepositBalanceAccount',
        merchantBalanceAccount: 'merchantBalanceAccount',
        rposBalanceAccount: 'platformBalanceAccount',
      };
      const counterparty = v.bankAccount
        ? {
            bankAccount: {
              accountHolder: { fullName: m.name },
              accountIdentification: {
                type: 'auLocal',
                accountNumber: v.bankAccount.accountNumber,
                bsbCode: v.bankAccount.bsbCode,
              },
            },
          }
        : { balanceAccountId: need(m, target[v.transferTo]!) };
      const reference = `tr-${newId().replaceAll('-', '').slice(0, 20)}`;
      const t = await transfers.TransfersApi.transferFunds(
        {
          amount: { currency: 'AUD', value: v.amount },
          balanceAccountId: need(m, 'balanceAccount'),
          category: v.bankAccount ? 'bank' : 'internal',
          ...(v.bankAccount ? { priority: 'regular' } : {}),
          counterparty,
          description: v.description.slice(0, 140),
          reference,
        } as unknown as Types.transfers.TransferInfo,
        { idempotencyKey: reference },
      );
      return {
        id: str(t.id),
        amount: money(t.amount),
        transferTo: v.transferTo,
        description: v.description,
        counterparty: v.bankAccount
          ? maskAccount(v.bankAccount.accountNumber)
          : str(counterparty.balanceAccountId),
        status: str(t.status),
        createdAt: deps.now().toISOString(),
      };
    },

    async setDailyPayout(m, hour, minute) {
      const balanceAccount = need(m, 'balanceAccount');
      await bp.BalanceAccountsApi.updateBalanceAccount(balanceAccount, { timeZone: PAYOUT_TIME_ZONE });
      const schedule = { type: 'cron', cronExpression: dailyCron(hour, minute) };
      const existing = payoutSweep(m, await sweepsOf(m))?.id;
      const sweep = existing
        ? await bp.CustomPayoutSchedulesSweepsApi.updateSweep(balanceAccount, existing, {
            schedule,
          } as unknown as Types.balancePlatform.UpdateSweepConfigurationV2)
        : await bp.CustomPayoutSchedulesSweepsApi.createSweep(balanceAccount, {
            counterparty: { transferInstrumentId: need(m, 'transferInstrumentId') },
            currency: 'AUD',
            schedule,
            type: 'push',
            category: 'bank',
            priorities: ['regular'],
            description: PAYOUT_SWEEP_DESCRIPTION,
          } as unknown as Types.balancePlatform.CreateSweepConfigurationV2);
      return toSweep(sweep);
    },

    listSweeps: sweepsOf,

    async deleteSweep(m, sweepId) {
      if (!(await sweepsOf(m)).some((s) => s.id === sweepId)) return false;
      await bp.CustomPayoutSchedulesSweepsApi.deleteSweep(need(m, 'balanceAccount'), sweepId);
      return true;
    },

    async storeSettings(m) {
      const [first] = await stores(m);
      return first ? settingsOf(first.id, first.reference) : null;
    },

    async updateStoreSettings(m, v) {
      const all = await stores(m);
      if (all.length === 0) return null;
      const surcharge = {
        askConfirmation: v.askConfirmation,
        configurations: surchargeConfigurations(v, 'AUD'),
      };
      for (const s of all)
        await management.TerminalSettingsStoreLevelApi.updateTerminalSettingsByStoreId(s.id, {
          surcharge,
        } as unknown as Types.management.TerminalSettings);
      return settingsOf(all[0]!.id, all[0]!.reference);
    },

    listStores: stores,

    async createStore(m, reference, description) {
      const store = await management.AccountStoreLevelApi.createStoreByMerchantId(merchantId, {
        reference,
        description,
        shopperStatement: m.name.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 22) || 'Restaurant',
        phoneNumber: str(m.adyenSettings.phoneNumber) || '+61200000000',
        address: {
          country: 'AU',
          line1: m.address,
          city: str(m.adyenSettings.city),
          postalCode: str(m.adyenSettings.postalCode),
        },
      } as unknown as Types.management.StoreCreationRequest);
      return toStore(store);
    },

    async updateBusinessLines(m, industryCode) {
      const lines = await lem.LegalEntitiesApi.getAllBusinessLinesUnderLegalEntity(need(m, 'legalEntityId'));
      const all = lines.businessLines ?? [];
      for (const line of all)
        await lem.BusinessLinesApi.updateBusinessLine(line.id, {
          industryCode,
        } as Types.legalEntityManagement.BusinessLineInfoUpdate);
      return all.length;
    },

    async grantOffers(m) {
      const accountHolderId = need(m, 'accountHolderId');
      const offers = (await capital.GrantOffersApi.getAllGrantOffers(accountHolderId)).grantOffers ?? [];
      const grants = (await capital.GrantsApi.getAllGrants(accountHolderId)).grants ?? [];
      return { grantOffers: offers.map(toOffer), grants: grants.map((g) => toGrant(g)) };
    },

    async requestGrant(m, grantOfferId) {
      const accountHolderId = need(m, 'accountHolderId');
      const offers = (await capital.GrantOffersApi.getAllGrantOffers(accountHolderId)).grantOffers ?? [];
      const offer = offers.find((o) => o.id === grantOfferId);
      if (!offer) return null;
      const grant = await capital.GrantsApi.requestGrant(
        {
          grantAccountId: need(m, 'grantAccountId'),
          grantOfferId,
          counterparty: { balanceAccountId: need(m, 'balanceAccount') },
        } as unknown as Types.capital.GrantInfo,
        { idempotencyKey: `grant-${m.restaurantId}-${grantOfferId}` },
      );
      return toGrant(grant, str(offer.contractType));
    },
  };
}
