import { describe, expect, it } from 'vitest';
import {
  concernsDiner,
  formatSseMessage,
  parseSseChunk,
  type RealtimeMessage,
  restaurantTopic,
} from './realtime.contract';
import { offersServiceType } from './service-bell.contract';

describe('SSE framing', () => {
  it('round-trips messages and keeps an unfinished one for later', () => {
    const text = `retry: 3000\n\n${formatSseMessage('availability', { a: 1 })}: heartbeat\n\nevent: qrSettings\ndata: {"b"`;
    const { messages, rest } = parseSseChunk(text);
    expect(messages).toEqual([{ event: 'availability', data: '{"a":1}' }]);
    const more = parseSseChunk(`${rest}:2}\n\n`);
    expect(more.messages).toEqual([{ event: 'qrSettings', data: '{"b":2}' }]);
    expect(more.rest).toBe('');
  });

  it('joins data lines, defaults the event name and accepts CRLF', () => {
    expect(parseSseChunk('data: one\r\ndata: two\r\n\r\n').messages).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});

describe('concernsDiner', () => {
  const diner = { menuId: 'm1', qrType: 'dinein' };
  const availability = (menuId: string): RealtimeMessage => ({
    event: 'availability',
    data: { menuId, inactiveDishIds: [], unavailable: [] },
  });
  const qr = (qrType: string): RealtimeMessage => ({
    event: 'qrSettings',
    data: { qrType, isOrderingDisabled: true, disabledDate: null },
  });

  it("passes the diner's menu and QR type, announcements and publishes; never service bell calls", () => {
    expect(concernsDiner(availability('m1'), diner)).toBe(true);
    expect(concernsDiner(availability('m2'), diner)).toBe(false);
    expect(concernsDiner(qr('dinein'), diner)).toBe(true);
    expect(concernsDiner(qr('takeaway'), diner)).toBe(false);
    expect(concernsDiner({ event: 'menuPublished', data: { menuId: 'm2', version: 3 } }, diner)).toBe(true);
    expect(
      concernsDiner(
        {
          event: 'serviceRequest',
          data: {
            id: 's',
            tableId: '5',
            tableName: 'Table 5',
            serviceType: 'Water',
            status: 'new',
            createdAt: '',
          },
        },
        diner,
      ),
    ).toBe(false);
    expect(restaurantTopic('abc')).toBe('restaurant:abc');
  });
});

describe('offersServiceType', () => {
  it("matches the restaurant's list case-insensitively, or anything when the list is empty", () => {
    expect(offersServiceType(['Water', 'Bill'], ' water ')).toBe('Water');
    expect(offersServiceType(['Water', 'Bill'], 'Massage')).toBeNull();
    expect(offersServiceType([], 'Anything')).toBe('Anything');
  });
});
