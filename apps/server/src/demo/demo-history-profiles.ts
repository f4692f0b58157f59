import type { TransactionType } from '@rpos/domain';

// How each demo restaurant trades, for its generated history (decision 0150): how busy, when, which
// kinds of bills, how people pay. Plain figures, read by demo-history-plan.ts and demo-history-bills.ts.

/** A busy time of day: its centre and spread in local minutes, and how much it weighs. */
export interface Peak {
  at: number;
  spread: number;
  weight: number;
}

/** The service a moment belongs to, for what people order then. */
export type Service = 'breakfast' | 'lunch' | 'dinner';

export interface HistoryProfile {
  /** Bills on an ordinary day before the weekday factor; every day is kept within 80 to 150. */
  baseBills: number;
  /** Factor by ISO weekday (index 1 = Monday … 7 = Sunday; index 0 unused). */
  weekdayFactor: readonly number[];
  /** Busy times on weekdays (Mon–Fri) and at weekends. */
  peaks: { weekday: readonly Peak[]; weekend: readonly Peak[] };
  /** Share of each kind of bill (a type left out does not happen here). */
  typeShares: Partial<Record<TransactionType, number>>;
  /** Share of each type's bills whose (first) order came from a QR code rather than the POS. */
  qrShare: Partial<Record<TransactionType, number>>;
  /** Share of each type's single-order QR bills paid online by card (OBPayments). */
  onlineShare: Partial<Record<TransactionType, number>>;
  /** Counter payment types by name, with their shares; a type the restaurant has not enabled is skipped. */
  paymentShares: Record<string, number>;
  /** Category weights by name for [breakfast, lunch, dinner]; categories not named weigh 1. */
  categoryWeights: Record<string, readonly [number, number, number]>;
  /** How many repeat customers the restaurant has. */
  customerPool: number;
  /** Local minute at which lunch starts and dinner starts (what people order). */
  lunchFrom: number;
  dinnerFrom: number;
}

/** Odds of the occasional events, the same for both restaurants. */
export const HISTORY_ODDS = {
  /** A table bill with guests paid in parts (split evenly or one part by another type). */
  split: 0.14,
  /** A posSettings discount on a bill paid at the counter. */
  discount: 0.04,
  /** A table bill with a dish voided after it went to the kitchen. */
  voidDish: 0.02,
  /** A table bill whose invoice is printed before it is paid. */
  printInvoice: 0.35,
  /** A counter bill deleted before payment ('Invalid transaction'). */
  deleteInvalid: 0.005,
  /** A small counter bill paid and deleted ('Test transaction'). */
  deleteTest: 0.004,
  /** An online-paid bill refunded to the card and deleted ('Refund'). */
  refund: 0.01,
  /** A second and a third order on a table bill. */
  secondOrder: 0.45,
  thirdOrder: 0.15,
  /** A pickup ordered ahead for a chosen time. */
  pickupAhead: 0.3,
  /** A customer from the repeat pool rather than a first-time one. */
  repeatCustomer: 0.65,
} as const;

export const HISTORY_PROFILES: Record<string, HistoryProfile> = {
  goldendragon: {
    baseBills: 90,
    weekdayFactor: [0, 0.9, 0.92, 0.95, 1, 1.22, 1.38, 1.3],
    peaks: {
      weekday: [
        { at: 12 * 60 + 45, spread: 55, weight: 1 },
        { at: 19 * 60 + 15, spread: 70, weight: 1.15 },
      ],
      weekend: [
        { at: 12 * 60 + 15, spread: 80, weight: 1.3 },
        { at: 19 * 60 + 30, spread: 75, weight: 1.1 },
      ],
    },
    typeShares: { dinein: 58, takeaway: 13, pickup: 10, delivery: 7, deliveryPartner: 12 },
    qrShare: { dinein: 0.55, takeaway: 0.35, pickup: 0.85, delivery: 0.7 },
    onlineShare: { dinein: 0.12, takeaway: 0.55, pickup: 0.7, delivery: 0.8 },
    paymentShares: { VISAMastercard: 46, EFTPOS: 16, CASH: 20, AMEX: 6, WECHATPAY: 12 },
    categoryWeights: {
      'Steamed Yum Cha': [0, 6, 1.2],
      'Fried & Baked Yum Cha': [0, 4, 1],
      Congee: [0, 1.4, 0.6],
      Soup: [0, 0.8, 1],
      'Roast & BBQ': [0, 2, 3],
      Seafood: [0, 1, 3],
      'Meat & Poultry': [0, 1.4, 3.2],
      'Vegetables & Tofu': [0, 1.4, 2],
      'Noodles & Rice': [0, 3, 3],
      'Late Night Supper': [0, 0, 3],
      Desserts: [0, 0.8, 1],
      Drinks: [0, 2.5, 2.5],
    },
    customerPool: 320,
    lunchFrom: 0,
    dinnerFrom: 16 * 60 + 30,
  },
  bondibites: {
    baseBills: 88,
    weekdayFactor: [0, 0.9, 0.9, 0.93, 0.98, 1.12, 1.42, 1.45],
    peaks: {
      weekday: [
        { at: 8 * 60 + 15, spread: 65, weight: 1.2 },
        { at: 12 * 60 + 30, spread: 50, weight: 1 },
      ],
      weekend: [
        { at: 9 * 60 + 15, spread: 85, weight: 1.5 },
        { at: 12 * 60 + 45, spread: 55, weight: 0.9 },
      ],
    },
    typeShares: { dinein: 46, takeaway: 30, pickup: 8, foodcourt: 8, deliveryPartner: 8 },
    qrShare: { dinein: 0.65, takeaway: 0.3, pickup: 0.8, foodcourt: 1 },
    onlineShare: { dinein: 0.15, takeaway: 0.5, pickup: 0.75, foodcourt: 0.8 },
    paymentShares: { VISAMastercard: 52, EFTPOS: 20, CASH: 20, AMEX: 6, WECHATPAY: 2 },
    categoryWeights: {
      'All-Day Breakfast': [6, 2.5, 0],
      'Burgers & Sandwiches': [0.6, 4, 0],
      'Salads & Bowls': [0.4, 3, 0],
      Coffee: [7, 3.5, 0],
      'Cakes & Sweets': [1, 1.5, 0],
      'Cold Drinks': [1, 2.5, 0],
    },
    customerPool: 260,
    lunchFrom: 11 * 60,
    dinnerFrom: 24 * 60,
  },
};
