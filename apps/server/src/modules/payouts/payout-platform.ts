import type {
  Grant,
  GrantOffer,
  PayoutAccountDetails,
  PayoutStore,
  PayoutTransfer,
  StoreSettings,
  StoreSettingsValue,
  Sweep,
  TransferValue,
} from '@rpos/domain';

// One interface over the merchant's balance platform (decision 0328): the sandbox's simulated balance
// account (sandbox-payout-platform.ts, persisted in the database) by default, Adyen's Balance
// Platform, Management, Legal Entity, Transfers and Capital APIs through the official SDK
// (adyen-payout-platform.ts) when Adyen is configured.

/** The restaurant a call acts on. */
export interface PayoutMerchant {
  restaurantId: string;
  urlIdentifier: string;
  name: string;
  address: string;
  /** The restaurant's Adyen account settings (onboarding and later): ids, stores. */
  adyenSettings: Record<string, unknown>;
}

export interface PayoutPlatform {
  readonly kind: 'sandbox' | 'adyen';
  accountDetails(m: PayoutMerchant): Promise<PayoutAccountDetails>;
  recentTransfers(m: PayoutMerchant): Promise<PayoutTransfer[]>;
  /** Moves money out of the balance account; throws PayoutRefusal when the balance is too low. */
  transfer(m: PayoutMerchant, value: TransferValue): Promise<PayoutTransfer>;
  /** Creates or moves the daily payout sweep (time in PAYOUT_TIME_ZONE). */
  setDailyPayout(m: PayoutMerchant, hour: number, minute: number): Promise<Sweep>;
  listSweeps(m: PayoutMerchant): Promise<Sweep[]>;
  /** False when the sweep is not this merchant's. */
  deleteSweep(m: PayoutMerchant, sweepId: string): Promise<boolean>;
  /** The first store's settings; null without a store. */
  storeSettings(m: PayoutMerchant): Promise<StoreSettings | null>;
  /** Applies to every store of the merchant; null without a store. */
  updateStoreSettings(m: PayoutMerchant, value: StoreSettingsValue): Promise<StoreSettings | null>;
  listStores(m: PayoutMerchant): Promise<PayoutStore[]>;
  createStore(m: PayoutMerchant, reference: string, description: string): Promise<PayoutStore>;
  /** Sets the industry code of every business line of the legal entity; answers how many. */
  updateBusinessLines(m: PayoutMerchant, industryCode: string): Promise<number>;
  grantOffers(m: PayoutMerchant): Promise<{ grantOffers: GrantOffer[]; grants: Grant[]; stauts?: string }>;
  /** Null when the offer is not this merchant's. */
  requestGrant(m: PayoutMerchant, grantOfferId: string): Promise<Grant | null>;
}

/** A refusal with a text for the user (too low a balance, an expired offer...). */
export class PayoutRefusal extends Error {}

/** The surcharge configurations of §3 Store settings from checked values. */
export function surchargeConfigurations(
  v: StoreSettingsValue,
  currency: string,
): StoreSettings['configurations'] {
  return [
    { brand: 'visa', currencies: [{ currencyCode: currency, percentage: v.visaBp / 100 }] },
    { brand: 'amex', currencies: [{ currencyCode: currency, percentage: v.amexBp / 100 }] },
    {
      brand: 'eftpos_australia',
      currencies: [
        v.eftpos.kind === 'amount'
          ? { currencyCode: currency, amount: v.eftpos.cents }
          : { currencyCode: currency, percentage: v.eftpos.bp / 100 },
      ],
    },
  ];
}
