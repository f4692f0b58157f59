import type { MerchantPrinterGroup, Printer } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { printerSummary, searchPrinters } from './merchant-printers';

const p = (o: Partial<Printer>): Printer => ({
  id: Math.random().toString(36),
  printerName: 'P',
  deviceName: 'TM-T82III',
  deviceType: 1,
  ipAddress: '10.0.0.1',
  macAddress: '',
  brand: 'EPSON',
  isPrimary: false,
  epsonLanguage: 0,
  port: 9100,
  tags: [],
  ...o,
});
const groups: MerchantPrinterGroup[] = [
  {
    restaurantId: 'r1',
    restaurantName: 'One',
    urlIdentifier: 'one',
    printers: [p({ printerName: 'Kitchen' }), p({ brand: '', deviceType: 3 })],
  },
  {
    restaurantId: 'r2',
    restaurantName: 'Two',
    urlIdentifier: 'two',
    printers: [p({ brand: 'BIXOLON', ipAddress: '192.168.0.9' })],
  },
];

describe('merchant printers overview', () => {
  it('counts by device type and brand, most first, unknown brand named', () => {
    const s = printerSummary(groups, 'unknown');
    expect(s.byDeviceType).toEqual([
      { name: 'Network', count: 2 },
      { name: 'USB', count: 1 },
    ]);
    expect(s.byBrand.map((b) => b.name)).toEqual(['BIXOLON', 'EPSON', 'unknown']);
  });

  it('searches case-insensitively and drops merchants without a match', () => {
    expect(searchPrinters(groups, 'KITCHEN').map((g) => g.restaurantId)).toEqual(['r1']);
    expect(searchPrinters(groups, '192.168').map((g) => g.restaurantId)).toEqual(['r2']);
    expect(searchPrinters(groups, 'r2')[0]!.printers).toHaveLength(1);
    expect(searchPrinters(groups, 'nothing')).toEqual([]);
  });
});
