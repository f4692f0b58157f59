import { z } from 'zod';

/**
 * The payment-provider account page (restaurant-config.md §2.6, §3 "Store settings" and "Sweep", §5
 * "Transfer", §7, §8, §9; decisions 0325-0331): account details, transfers, the daily payout
 * schedule, sweeps, stores, store (terminal surcharge) settings and business lines. Money is integer
 * cents on the wire ({currency, value}); rates are percents (1.5 = 1.5 %).
 */

/** §9 transfer types; transferInstrumentId is the bank account type (needs account and BSB). */
export const TRANSFER_TYPES = [
  'merchantTerminalDeposit',
  'merchantBalanceAccount',
  'rposBalanceAccount',
  'transferInstrumentId',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
export const BANK_TRANSFER_TYPE: TransferType = 'transferInstrumentId';

/** §9: the payout schedule is daily in one fixed Australian city's time zone (decision 0327). */
export const PAYOUT_TIME_ZONE = 'Australia/Sydney';
/** The store (terminal) surcharge brands of §3. */
export const SURCHARGE_BRANDS = ['visa', 'amex', 'eftpos_australia'] as const;
export type SurchargeBrand = (typeof SURCHARGE_BRANDS)[number];
/** The create-store row of §2.6 shows while fewer stores exist (or on localhost). */
export const STORE_LIMIT = 2;
/** The industry code Update Business Lines sets when none is sent (decision 0330): full-service restaurants. */
export const RESTAURANT_INDUSTRY_CODE = '722511';

/** §5 and §8 texts; the ones marked "ours" are not quoted by the spec (decision 0326). */
export const PAYOUT_MESSAGES = {
  fillAllFields: 'Please fill in all the fields',
  validAmount: 'Please enter a valid amount',
  transferType: 'Please choose where to transfer the money', // ours
  bsb: 'Please enter a valid BSB (6 digits)', // ours
  bankAccount: 'Please enter a valid bank account number (5 to 9 digits)', // ours
  insufficientBalance: 'Failed to transfer money: the available balance is too low', // ours
  transferFailed: 'Failed to transfer money',
  transferred: 'The money has been transferred', // ours
  payoutTime: 'Please choose a payout time', // ours
  scheduleFailed: 'Failed to set payout schedule',
  scheduleSet: 'The payout schedule has been set', // ours
  createStoreFailed: 'Failed to create a store',
  storeLimit: `A merchant can have at most ${STORE_LIMIT} stores`, // ours
  storeCreated: 'The store has been created', // ours
  businessLinesFailed: 'Failed to update business lines industry code',
  businessLinesUpdated: 'The business lines have been updated', // ours
  ratesFailed: 'Failed to update rates',
  rate: 'Surcharge rate must be a number between 0 and 100', // the payment types' §5 text
  eftposAmount: 'Please enter a valid EFTPOS amount', // ours
  ratesUpdated: 'Updated successfully',
  noStore: 'Please create a store first', // ours
  sweepDeleted: 'Sweep deleted successfully.',
  sweepNotFound: 'Sweep not found', // ours
  noAccount: 'This restaurant has no payment-provider account yet', // ours
  otherRestaurant: 'This is not the restaurant you are working on', // ours
  generic: 'Something went wrong! Please try again.',
} as const;

export const Money = z.object({ currency: z.string(), value: z.number().int() });
export type Money = z.infer<typeof Money>;

/** Text or number fields of a client form (POS clients send text). */
const numberOrText = z.union([z.number(), z.string().max(50)]).nullish();
/** restaurantId in a body: checked against the restaurant acted on (decision 0325). */
const restaurantIdField = z.string().max(100).nullish();

export const PayoutStore = z.object({
  id: z.string(),
  reference: z.string(),
  description: z.string(),
  status: z.string(),
});
export type PayoutStore = z.infer<typeof PayoutStore>;

export const PayoutTransfer = z.object({
  id: z.string(),
  amount: Money,
  transferTo: z.string(),
  description: z.string(),
  /** Bank transfers: the last 3 digits of the account only. */
  counterparty: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type PayoutTransfer = z.infer<typeof PayoutTransfer>;

/** The account details table (§3 adyenPaymentSettings plus the balance). */
export const PayoutAccountDetails = z.object({
  provider: z.enum(['sandbox', 'adyen']),
  isAdyenAccountValid: z.boolean(),
  isAllowed: z.boolean(),
  legalEntityId: z.string(),
  accountHolderId: z.string(),
  balanceAccount: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  available: z.number().int(),
  sweepHour: z.number().int().nullable(),
  sweepMinute: z.number().int().nullable(),
  timeZone: z.string(),
  industryCode: z.string().nullable(),
  lastPayoutAt: z.string().nullable(),
  stores: z.array(PayoutStore),
});
export type PayoutAccountDetails = z.infer<typeof PayoutAccountDetails>;

/** GET /payoutAccount (ours, decision 0325): the page's account details and the latest transfers. */
export const PayoutAccountResponse = z.object({
  accountDetails: PayoutAccountDetails,
  transfers: z.array(PayoutTransfer),
});
export type PayoutAccountResponse = z.infer<typeof PayoutAccountResponse>;

export const TransferRequest = z.object({
  /** Cents (decision 0326). */
  transferAmount: numberOrText,
  transferDescription: z.string().max(500).nullish(),
  restaurantId: restaurantIdField,
  transferTo: z.string().max(50).nullish(),
  accountField: z.string().max(50).nullish(),
  BSBField: z.string().max(50).nullish(),
});
export type TransferRequest = z.infer<typeof TransferRequest>;
export const TransferResponse = z.object({
  message: z.string(),
  transfer: PayoutTransfer,
  accountDetails: PayoutAccountDetails,
});
export type TransferResponse = z.infer<typeof TransferResponse>;

export const PayoutScheduleRequest = z.object({
  hour: numberOrText,
  minute: numberOrText,
  restaurantId: restaurantIdField,
});
export type PayoutScheduleRequest = z.infer<typeof PayoutScheduleRequest>;

export const Sweep = z.object({
  id: z.string(),
  schedule: z.object({ type: z.string(), cronExpression: z.string() }),
  targetAmount: Money,
  status: z.string(),
  description: z.string(),
});
export type Sweep = z.infer<typeof Sweep>;

export const PayoutScheduleResponse = z.object({
  message: z.string(),
  sweep: Sweep,
  accountDetails: PayoutAccountDetails,
});
export type PayoutScheduleResponse = z.infer<typeof PayoutScheduleResponse>;

export const GetSweepsRequest = z.object({ restaurantId: restaurantIdField });
export const SweepsResponse = z.object({ sweeps: z.array(Sweep) });
export type SweepsResponse = z.infer<typeof SweepsResponse>;
export const DeleteSweepRequest = z.object({
  restaurantId: restaurantIdField,
  sweepId: z.string().min(1).max(100),
});
export const DeleteSweepResponse = z.object({ message: z.string(), sweeps: z.array(Sweep) });
export type DeleteSweepResponse = z.infer<typeof DeleteSweepResponse>;

export const SurchargeCurrency = z.object({
  currencyCode: z.string(),
  /** Percent (1.5 = 1.5 %). */
  percentage: z.number().optional(),
  /** Cents. */
  amount: z.number().int().optional(),
});
export const StoreSettings = z.object({
  store: z.string(),
  askConfirmation: z.boolean(),
  configurations: z.array(z.object({ brand: z.string(), currencies: z.array(SurchargeCurrency) })),
});
export type StoreSettings = z.infer<typeof StoreSettings>;

export const StoreSettingsQuery = z.object({ restaurantId: restaurantIdField });
export const StoreSettingsResponse = z.object({ storeSettings: StoreSettings.nullable() });
export type StoreSettingsResponse = z.infer<typeof StoreSettingsResponse>;

export const UpdateStoreSettingsRequest = z.object({
  restaurantId: restaurantIdField,
  storeSettings: z.object({
    askConfirmation: z.boolean().nullish(),
    visaRate: numberOrText,
    amexRate: numberOrText,
    eftposRate: numberOrText,
    /** Cents; used instead of eftposRate when given. */
    eftposAmount: numberOrText,
  }),
});
export type UpdateStoreSettingsRequest = z.infer<typeof UpdateStoreSettingsRequest>;
export const UpdateStoreSettingsResponse = z.object({
  message: z.string(),
  storeSettings: StoreSettings,
});

export const CreateStoreRequest = z
  .object({ restaurantId: restaurantIdField, description: z.string().max(100).nullish() })
  .nullish();
export const CreateStoreResponse = z.object({
  message: z.string(),
  store: PayoutStore,
  stores: z.array(PayoutStore),
});
export type CreateStoreResponse = z.infer<typeof CreateStoreResponse>;

export const BusinessLinesRequest = z
  .object({
    restaurantId: restaurantIdField,
    industryCode: z
      .string()
      .regex(/^\d{4,8}$/)
      .nullish(),
  })
  .nullish();
export const BusinessLinesResponse = z.object({
  message: z.string(),
  industryCode: z.string(),
  businessLines: z.number().int(),
});
export type BusinessLinesResponse = z.infer<typeof BusinessLinesResponse>;
