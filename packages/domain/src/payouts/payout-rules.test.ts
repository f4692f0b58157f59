import { describe, expect, it } from 'vitest';
import {
  canCreateStore,
  checkPayoutTime,
  checkStoreSettings,
  checkTransfer,
  dailyCron,
  lastDailyRun,
  parseDailyCron,
} from './payout-rules';
import { PAYOUT_MESSAGES as M } from './payouts.contract';

describe('checkTransfer (§5 Transfer)', () => {
  const base = { transferAmount: 1250, transferDescription: 'Rent', transferTo: 'merchantBalanceAccount' };
  it('needs amount and description, a whole positive amount of cents and a known type', () => {
    expect(checkTransfer({ ...base, transferAmount: '' })).toEqual({ ok: false, message: M.fillAllFields });
    expect(checkTransfer({ ...base, transferDescription: '  ' })).toEqual({
      ok: false,
      message: M.fillAllFields,
    });
    for (const bad of ['abc', '12.5', '-3', 0, '0'])
      expect(checkTransfer({ ...base, transferAmount: bad })).toEqual({ ok: false, message: M.validAmount });
    expect(checkTransfer({ ...base, transferTo: 'elsewhere' })).toEqual({
      ok: false,
      message: M.transferType,
    });
    expect(checkTransfer(base)).toEqual({
      ok: true,
      value: { amount: 1250, description: 'Rent', transferTo: 'merchantBalanceAccount', bankAccount: null },
    });
  });
  it('the bank type needs an account number and a 6-digit BSB', () => {
    const bank = { ...base, transferTo: 'transferInstrumentId' };
    expect(checkTransfer(bank)).toEqual({ ok: false, message: M.fillAllFields });
    expect(checkTransfer({ ...bank, accountField: '12345678', BSBField: '06200' })).toEqual({
      ok: false,
      message: M.bsb,
    });
    expect(checkTransfer({ ...bank, accountField: '12', BSBField: '062-000' })).toEqual({
      ok: false,
      message: M.bankAccount,
    });
    const ok = checkTransfer({ ...bank, accountField: '1234 5678', BSBField: '062-000' });
    expect(ok).toMatchObject({
      ok: true,
      value: { bankAccount: { accountNumber: '12345678', bsbCode: '062000' } },
    });
  });
});

describe('payout schedule', () => {
  it('needs a time of day', () => {
    expect(checkPayoutTime({ hour: '', minute: 0 })).toEqual({ ok: false, message: M.payoutTime });
    expect(checkPayoutTime({ hour: 24, minute: 0 })).toEqual({ ok: false, message: M.payoutTime });
    expect(checkPayoutTime({ hour: '7', minute: 60 })).toEqual({ ok: false, message: M.payoutTime });
    expect(checkPayoutTime({ hour: '7', minute: '05' })).toEqual({ ok: true, value: { hour: 7, minute: 5 } });
  });
  it('writes and reads daily cron expressions', () => {
    expect(dailyCron(17, 30)).toBe('30 17 * * *');
    expect(parseDailyCron('30 17 * * *')).toEqual({ hour: 17, minute: 30 });
    expect(parseDailyCron('0 0 * * 1')).toBeNull();
  });
  it('finds the last daily run in Sydney, daylight saving included', () => {
    const tz = 'Australia/Sydney';
    // 2025-06-02 12:00 Sydney (AEST, +10) is 02:00Z: 09:00 today ran at 23:00Z the day before.
    expect(lastDailyRun(new Date('2025-06-02T02:00:00Z'), 9, 0, tz).toISOString()).toBe(
      '2025-06-01T23:00:00.000Z',
    );
    // 17:30 has not come yet today: yesterday's 17:30 (07:30Z).
    expect(lastDailyRun(new Date('2025-06-02T02:00:00Z'), 17, 30, tz).toISOString()).toBe(
      '2025-06-01T07:30:00.000Z',
    );
    // Summer (AEDT, +11): 09:00 on 2025-12-01 is 22:00Z on 30 Nov.
    expect(lastDailyRun(new Date('2025-12-01T01:00:00Z'), 9, 0, tz).toISOString()).toBe(
      '2025-11-30T22:00:00.000Z',
    );
  });
});

describe('store settings and stores', () => {
  it('checks the rates and takes the EFTPOS amount in cents over its rate', () => {
    expect(checkStoreSettings({ visaRate: 101 })).toEqual({ ok: false, message: M.rate });
    expect(checkStoreSettings({ amexRate: 'x' })).toEqual({ ok: false, message: M.rate });
    expect(checkStoreSettings({ eftposAmount: '1.5' })).toEqual({ ok: false, message: M.eftposAmount });
    expect(
      checkStoreSettings({ askConfirmation: true, visaRate: 1.5, amexRate: '2.75', eftposAmount: 25 }),
    ).toEqual({
      ok: true,
      value: { askConfirmation: true, visaBp: 150, amexBp: 275, eftpos: { kind: 'amount', cents: 25 } },
    });
    expect(checkStoreSettings({ eftposRate: 0.5 })).toMatchObject({
      ok: true,
      value: { eftpos: { kind: 'percent', bp: 50 } },
    });
  });
  it('offers Create a store below 2 stores or on localhost', () => {
    expect(canCreateStore(1, 'pos.example.com')).toBe(true);
    expect(canCreateStore(2, 'pos.example.com')).toBe(false);
    expect(canCreateStore(5, 'localhost')).toBe(true);
  });
});
