import { localClock, wallTimeToInstant } from '../restaurants/local-time';
import {
  BANK_TRANSFER_TYPE,
  PAYOUT_MESSAGES as M,
  STORE_LIMIT,
  TRANSFER_TYPES,
  type TransferRequest,
  type TransferType,
  type UpdateStoreSettingsRequest,
} from './payouts.contract';

export type PayoutChecked<T> = { ok: true; value: T } | { ok: false; message: string };

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** Whole cents from a number or text of digits; null when it is not one. */
export function wholeNumber(v: unknown): number | null {
  const s = text(v);
  if (!/^\d{1,12}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

export interface TransferValue {
  amount: number;
  description: string;
  transferTo: TransferType;
  /** The bank type only. */
  bankAccount: { accountNumber: string; bsbCode: string } | null;
}

/**
 * §5 Transfer: amount and description required ('Please fill in all the fields'), the amount whole
 * positive cents ('Please enter a valid amount'), bank account and BSB for the bank type.
 */
export function checkTransfer(input: TransferRequest): PayoutChecked<TransferValue> {
  const amountText = text(input.transferAmount);
  const description = text(input.transferDescription);
  if (!amountText || !description) return { ok: false, message: M.fillAllFields };
  const amount = wholeNumber(amountText);
  if (amount === null || amount <= 0) return { ok: false, message: M.validAmount };
  const transferTo = TRANSFER_TYPES.find((x) => x === text(input.transferTo));
  if (!transferTo) return { ok: false, message: M.transferType };
  if (transferTo !== BANK_TRANSFER_TYPE)
    return { ok: true, value: { amount, description, transferTo, bankAccount: null } };
  const account = text(input.accountField).replace(/[\s-]/g, '');
  const bsb = text(input.BSBField).replace(/[\s-]/g, '');
  if (!account || !bsb) return { ok: false, message: M.fillAllFields };
  if (!/^\d{6}$/.test(bsb)) return { ok: false, message: M.bsb };
  if (!/^\d{5,9}$/.test(account)) return { ok: false, message: M.bankAccount };
  return {
    ok: true,
    value: { amount, description, transferTo, bankAccount: { accountNumber: account, bsbCode: bsb } },
  };
}

/** A daily payout time: hour 0-23 and minute 0-59 (minute 0 when left out). */
export function checkPayoutTime(input: {
  hour?: unknown;
  minute?: unknown;
}): PayoutChecked<{ hour: number; minute: number }> {
  const hour = wholeNumber(input.hour);
  const minuteText = text(input.minute);
  const minute = minuteText === '' ? 0 : wholeNumber(minuteText);
  if (hour === null || hour > 23 || minute === null || minute > 59)
    return { ok: false, message: M.payoutTime };
  return { ok: true, value: { hour, minute } };
}

/** The cron expression of a daily payout at this time (Adyen sweep schedules are cron). */
export const dailyCron = (hour: number, minute: number): string => `${minute} ${hour} * * *`;

/** The time of a daily cron expression written by dailyCron; null for any other schedule. */
export function parseDailyCron(cron: string): { hour: number; minute: number } | null {
  const m = cron.trim().match(/^(\d{1,2}) (\d{1,2}) \* \* \*$/);
  if (!m) return null;
  const minute = Number(m[1]);
  const hour = Number(m[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

/** A percent 0-100 with at most 2 decimals, as basis points. */
export function percentTextToBasisPoints(v: unknown): number | null {
  const s = text(v);
  const m = s.match(/^(\d{1,3})(?:\.(\d{1,2}))?$/);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

export interface StoreSettingsValue {
  askConfirmation: boolean;
  visaBp: number;
  amexBp: number;
  /** EFTPOS is a percent or a fixed amount in cents. */
  eftpos: { kind: 'percent'; bp: number } | { kind: 'amount'; cents: number };
}

/** POST /updateStoreSettings: visa and amex rates, and the EFTPOS rate or amount (cents). */
export function checkStoreSettings(
  input: UpdateStoreSettingsRequest['storeSettings'],
): PayoutChecked<StoreSettingsValue> {
  const visaBp = percentTextToBasisPoints(input.visaRate ?? 0);
  const amexBp = percentTextToBasisPoints(input.amexRate ?? 0);
  if (visaBp === null || amexBp === null) return { ok: false, message: M.rate };
  const amountText = text(input.eftposAmount);
  let eftpos: StoreSettingsValue['eftpos'];
  if (amountText !== '') {
    const cents = wholeNumber(amountText);
    if (cents === null || cents > 100_000) return { ok: false, message: M.eftposAmount };
    eftpos = { kind: 'amount', cents };
  } else {
    const bp = percentTextToBasisPoints(input.eftposRate ?? 0);
    if (bp === null) return { ok: false, message: M.rate };
    eftpos = { kind: 'percent', bp };
  }
  return { ok: true, value: { askConfirmation: input.askConfirmation === true, visaBp, amexBp, eftpos } };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** §2.6: the create-store row shows when fewer than 2 stores exist or when on localhost. */
export function canCreateStore(storeCount: number, hostname: string): boolean {
  return storeCount < STORE_LIMIT || LOCAL_HOSTS.has(hostname.toLowerCase());
}

/** Only the last 3 digits of a bank account are kept and shown. */
export const maskAccount = (accountNumber: string): string => `•••${accountNumber.slice(-3)}`;

/**
 * The latest moment at or before `now` when a daily payout at hour:minute of `timezone` ran (the wall
 * time of today, or else of yesterday; daylight saving included).
 */
export function lastDailyRun(now: Date, hour: number, minute: number, timezone: string): Date {
  const today = localClock(now, timezone).isoDate;
  const at = wallTimeToInstant(today, hour * 60 + minute, timezone);
  if (at.getTime() <= now.getTime()) return at;
  const [y, m, d] = today.split('-').map(Number);
  const yesterday = new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10);
  return wallTimeToInstant(yesterday, hour * 60 + minute, timezone);
}
