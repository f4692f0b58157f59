import { describe, expect, it } from 'vitest';
import { canSavePrinter, isDuplicateName, printerFormValues, printerInputOf } from './printer-form-values';

describe('printer dialog values (§5)', () => {
  it('cannot save without a name and an IP, or without a custom device name for other', () => {
    const v = printerFormValues(null);
    expect(canSavePrinter(v)).toBe(false);
    expect(canSavePrinter({ ...v, printerName: 'Kitchen', ipAddress: '10.0.0.2' })).toBe(true);
    expect(
      canSavePrinter({ ...v, printerName: 'Kitchen', ipAddress: '10.0.0.2', deviceChoice: 'other' }),
    ).toBe(false);
    expect(
      canSavePrinter({
        ...v,
        printerName: 'K',
        ipAddress: '10.0.0.2',
        deviceChoice: 'other',
        customDeviceName: 'XP-80',
      }),
    ).toBe(true);
  });

  it('finds a duplicate name whatever its casing, not the printer being edited', () => {
    const kitchen = {
      ...printerInputOf({ ...printerFormValues(null), printerName: 'Kitchen', ipAddress: '1.1.1.1' }),
    };
    const existing = [
      {
        id: 'p1',
        ...kitchen,
        deviceType: 1,
        macAddress: '',
        brand: '',
        isPrimary: false,
        epsonLanguage: 0,
        port: 9100,
        tags: [],
      },
    ];
    const v = { ...printerFormValues(null), printerName: 'KITCHEN' };
    expect(isDuplicateName(v, existing as never, null)).toBe(true);
    expect(isDuplicateName(v, existing as never, existing[0] as never)).toBe(false);
  });

  it('sends the custom device name, the port as a number and the tags as a list', () => {
    const input = printerInputOf({
      ...printerFormValues(null),
      printerName: ' Bar ',
      ipAddress: '10.0.0.3',
      deviceChoice: 'other',
      customDeviceName: 'XP-80',
      port: '9101',
      tags: 'a, b,,',
    });
    expect(input).toMatchObject({ printerName: 'Bar', deviceName: 'XP-80', port: 9101, tags: ['a', 'b'] });
  });
});
