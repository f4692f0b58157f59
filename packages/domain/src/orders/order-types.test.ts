import { describe, expect, it } from 'vitest';
import {
  isLineTakeawayAllowed,
  isMobileRequired,
  isPickupLike,
  isValidMobile,
  orderKind,
} from './order-types';

describe('order types', () => {
  it('names five types; anything else is dine-in', () => {
    for (const t of ['takeaway', 'delivery', 'pickup', 'pickup-delivery', 'foodcourt'])
      expect(orderKind(t)).toBe(t);
    for (const t of ['local', '5', '', null, undefined, 'Table 3']) expect(orderKind(t)).toBe('dinein');
    expect(isPickupLike('pickup-delivery')).toBe(true);
    expect(isPickupLike('local')).toBe(false);
  });

  it('allows takeaway lines for dine-in and food court only when enabled', () => {
    expect(isLineTakeawayAllowed('5', {})).toBe(false);
    expect(isLineTakeawayAllowed('5', { dineinTakeawayEnabled: true })).toBe(true);
    expect(isLineTakeawayAllowed('foodcourt', { dineinTakeawayEnabled: true })).toBe(false);
    expect(isLineTakeawayAllowed('foodcourt', { foodCourtTakeawayEnabled: true })).toBe(true);
    expect(
      isLineTakeawayAllowed('pickup', { dineinTakeawayEnabled: true, foodCourtTakeawayEnabled: true }),
    ).toBe(false);
  });
});

describe('mobile number', () => {
  it.each([
    ['412345678', true],
    ['0412345678', true],
    ['0298765432', true],
    ['312345678', false],
    ['41234567', false],
    ['1412345678', false],
    ['04123456789', false],
    ['0412 345 678', false],
    ['+61412345678', false],
    ['04123456.8', false],
    ['', false],
  ])('%s valid: %s', (value, valid) => {
    expect(isValidMobile(value)).toBe(valid);
  });

  it('is required unless the restaurant makes it optional; the dine-in setting requires it again', () => {
    expect(isMobileRequired('5', {})).toBe(true);
    expect(isMobileRequired('5', { isDineMobileOptional: true })).toBe(false);
    expect(isMobileRequired('5', { isDineMobileOptional: true, isDineInMobilePhoneRequired: true })).toBe(
      true,
    );
    expect(
      isMobileRequired('pickup', { isDineMobileOptional: true, isDineInMobilePhoneRequired: true }),
    ).toBe(false);
  });
});
