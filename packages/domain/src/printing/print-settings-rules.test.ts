import { describe, expect, it } from 'vitest';
import {
  checkPrintSettings,
  completePrintSettings,
  dishNameLines,
  printOrderTypeOf,
} from './print-settings-rules';
import { printerFailureMessage } from './printing-messages';

describe('print settings rules', () => {
  it('fills every print type and order type with the §9 defaults', () => {
    const s = completePrintSettings(null);
    expect(s.printTypes.map((p) => p.nameDisplayMode)).toEqual(['both', 'both', 'shortName', 'both', 'both']);
    expect(
      s.printTypes.every((p) => p.orderTypes.length === 5 && p.orderTypes.every((o) => !o.enabled)),
    ).toBe(true);
  });

  it('needs a printer for enabled order types except DishCategory, the order type or print type one', () => {
    const on = (printType: 'Bill' | 'DishCategory', printer: string | null = null) =>
      completePrintSettings({
        printTypes: [
          {
            printType,
            printer,
            printerZones: [],
            printCopies: 1,
            disablePicturePrint: false,
            orderTypes: [
              { name: 'Delivery', enabled: true, printer: null, printerZones: [], printCopies: 1 },
            ],
          },
        ],
      });
    expect(checkPrintSettings(on('Bill'), [])).toBe(
      'Please select a printer for Bill of Delivery order type.',
    );
    expect(checkPrintSettings(on('DishCategory'), [])).toBeNull();
    expect(checkPrintSettings(on('Bill', 'Front'), ['front'])).toBeNull();
    expect(checkPrintSettings(on('Bill', 'Gone'), ['front'])).toBe('Printer Gone does not exist');
  });

  it('maps order kinds to print order types', () => {
    expect(printOrderTypeOf('dinein')).toBe('DineIn');
    expect(printOrderTypeOf('pickup')).toBe('TakeAway');
    expect(printOrderTypeOf('pickup-delivery', 'delivery')).toBe('Delivery');
    expect(printOrderTypeOf('foodcourt')).toBe('Foodcourt');
  });

  it('prints names by display mode, falling back to the name', () => {
    const d = { name: 'Siu Mai', altName: '烧卖', shortName: 'SM' };
    expect(dishNameLines(d, 'both')).toEqual(['Siu Mai', '烧卖']);
    expect(dishNameLines(d, 'altName')).toEqual(['烧卖']);
    expect(dishNameLines(d, 'shortName')).toEqual(['SM']);
    expect(dishNameLines({ name: 'Tea' }, 'shortName')).toEqual(['Tea']);
  });

  it('answers the §8 printer failure texts by status', () => {
    expect(printerFailureMessage('create', { status: 400 })).toBe(
      'Invalid printer configuration. Please check all fields.',
    );
    expect(printerFailureMessage('delete', { status: 404 })).toBe('Printer not found');
    expect(printerFailureMessage('update', { status: 503 })).toBe('Server error. Please try again later.');
    expect(printerFailureMessage('update', { network: true })).toBe(
      'Network error. Please check your connection and try again.',
    );
    expect(printerFailureMessage('create', { status: 418, message: 'teapot' })).toBe(
      'Failed to create printer: teapot',
    );
  });
});
