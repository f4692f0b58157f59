import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { memberKey, readMember } from '../member-storage';
import { type ChosenVoucher, MemberCheckoutPanel } from './member-checkout-panel';

const SLOW = { timeout: 60_000 };
const welcome = {
  voucherId: 'v1',
  type: 'newMember',
  name: 'Welcome',
  description: '10 % off',
  isPercentage: true,
  percents: 10,
  amount: null,
  maxPrice: 500,
  forOneItem: false,
  isFreeItem: false,
  effectiveFrom: '2025-06-02',
  expireDate: '2025-07-02',
};
const member = { memberId: 'm1', firstName: 'Ada', lastName: 'Lim', phoneNumber: '0412345678' };
// $12.80 × 2 = $25.60: 10 % is $2.56.
const lines = [{ subTotal: 1280, quantity: 2 }];

afterEach(() => localStorage.clear());

describe('MemberCheckoutPanel', () => {
  it(
    "lists a remembered member's vouchers and reports the chosen one with the server's rule",
    SLOW,
    async () => {
      localStorage.setItem(
        memberKey('goldendragon'),
        JSON.stringify({ memberId: 'm1', token: 't1', firstName: 'Ada' }),
      );
      const { calls } = mockFetch({
        'GET /api/memberOffer': { body: { offer: null, name: null } },
        'GET /api/memberVouchers': { body: { member, vouchers: [welcome] } },
      });
      const onChange = vi.fn<(c: ChosenVoucher | null) => void>();
      const user = userEvent.setup();
      renderWithApp(
        <MemberCheckoutPanel
          restaurantId="goldendragon"
          lines={lines}
          currency="$"
          phone=""
          onChange={onChange}
        />,
      );
      expect(await screen.findByText('Member: Ada')).toBeVisible();
      const radio = await screen.findByRole('radio', { name: /^Welcome: 10% off \(up to \$5\.00\)/ });
      expect(calls.find((c) => c.path === '/api/memberVouchers')?.headers.memberToken).toBe('t1');
      // Proven, no voucher yet: the member is sent (their orders count), no discount.
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith({
          memberId: 'm1',
          memberToken: 't1',
          voucherId: null,
          discount: 0,
        }),
      );
      await user.click(radio);
      await waitFor(() =>
        expect(onChange).toHaveBeenLastCalledWith({
          memberId: 'm1',
          memberToken: 't1',
          voucherId: 'v1',
          discount: 256,
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Not you?' }));
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
      expect(readMember('goldendragon')).toBeNull();
    },
  );

  it(
    "offers 'Join and get ...' to a diner who is not a member, and a 401 token asks to join again",
    SLOW,
    async () => {
      localStorage.setItem(
        memberKey('goldendragon'),
        JSON.stringify({ memberId: 'm1', token: 'old', firstName: 'Ada' }),
      );
      mockFetch({
        'GET /api/memberOffer': { body: { offer: 'Join and get 10 % off', name: 'Welcome' } },
        'GET /api/memberVouchers': {
          status: 401,
          body: {
            code: 'MEMBER_SIGN_IN_REQUIRED',
            message: 'Please verify your mobile number again to see your vouchers.',
          },
        },
      });
      renderWithApp(
        <MemberCheckoutPanel
          restaurantId="goldendragon"
          lines={lines}
          currency="$"
          phone=""
          onChange={() => {}}
        />,
      );
      expect(await screen.findByText('Join and get 10 % off')).toBeVisible();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByLabelText(/^Verification code/)).toBeVisible();
    },
  );
});
