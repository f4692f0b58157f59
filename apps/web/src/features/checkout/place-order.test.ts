import { MEMBER_VOUCHER_MESSAGES } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { placeOrderErrorMessage } from './place-order';

describe('placeOrderErrorMessage', () => {
  it("shows the server's text of a 400 and of a 409 (an order number placed with another voucher)", () => {
    expect(
      placeOrderErrorMessage(
        new ApiError(409, 'CONFLICT', 'x', { message: MEMBER_VOUCHER_MESSAGES.placedWithOtherVoucher }),
      ),
    ).toBe(MEMBER_VOUCHER_MESSAGES.placedWithOtherVoucher);
    expect(
      placeOrderErrorMessage(
        new ApiError(400, 'BAD_REQUEST', 'x', { message: MEMBER_VOUCHER_MESSAGES.used }),
      ),
    ).toBe(MEMBER_VOUCHER_MESSAGES.used);
  });

  it('falls back to the generic text for other failures', () => {
    const generic = placeOrderErrorMessage(new Error('boom'));
    expect(generic).not.toBe('');
    expect(placeOrderErrorMessage(new ApiError(500, 'INTERNAL', 'x', { message: 'Internal detail' }))).toBe(
      generic,
    );
  });
});
