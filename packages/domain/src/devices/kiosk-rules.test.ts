import { describe, expect, it } from 'vitest';
import { KIOSK_MESSAGES as M } from './devices.contract';
import { checkKiosk, nextKioskCode, parseKioskTimeout } from './kiosk-rules';
import { terminalColour } from './terminals.contract';

const tables = [{ id: 't1', tableNumber: 'K1', tableId: '', realTableNumber: '', sort: 0 }];

describe('kiosk rules', () => {
  it('needs a code and tables; message at most 30; timeout whole seconds, default 60', () => {
    const refused = (input: Parameters<typeof checkKiosk>[0]) => {
      const r = checkKiosk(input);
      return r.ok ? null : r.message;
    };
    expect(refused({ tables })).toBe(M.codeRequired);
    expect(refused({ code: '1', tables: [] })).toBe(M.tablesRequired);
    expect(refused({ code: '1', tables, message: 'x'.repeat(31) })).toBe(M.messageTooLong);
    expect(refused({ code: '1', tables, message: 'x'.repeat(30) })).toBeNull();
    const r = checkKiosk({ code: 7, tables });
    expect(r.ok && r.value).toMatchObject({
      code: '7',
      timeoutSeconds: 60,
      message: '',
      isPaymentRequired: false,
    });
    expect(parseKioskTimeout('')).toBe(60);
    expect(parseKioskTimeout(' 45 ')).toBe(45);
    for (const bad of [0, -1, 1.5, '1.5', 'abc', 3601])
      expect(parseKioskTimeout(bad), String(bad)).toBeNull();
  });

  it('offers the next numeric code', () => {
    expect(nextKioskCode([])).toBe('1');
    expect(nextKioskCode(['1', '3', 'lobby'])).toBe('4');
  });

  it('colours terminal buttons by id prefix', () => {
    expect(terminalColour('S1F2-000158')).toBe('green');
    expect(terminalColour('P400Plus-275')).toBe('purple');
    expect(terminalColour('V400m-1')).toBe('blue');
  });
});
