import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeBill } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import { MemberVoucherDialog } from './member-voucher-dialog';

const voucher = {
  voucherId: 'v1',
  type: 'online',
  name: 'Sorry',
  description: '$5 off',
  isPercentage: false,
  percents: null,
  amount: 500,
  maxPrice: 500,
  forOneItem: false,
  isFreeItem: false,
  effectiveFrom: '2025-06-01',
  expireDate: '2025-07-01',
};

describe('MemberVoucherDialog (POS)', () => {
  it('finds the member by phone and applies their voucher to the bill', { timeout: 60_000 }, async () => {
    const bill = makeBill('b1', { total: 1000 });
    const { calls } = mockFetch({
      'POST /api/pos/memberVouchers': {
        body: {
          member: { memberId: 'm1', firstName: 'Pat', lastName: 'Lee', phoneNumber: '0417000000' },
          vouchers: [voucher],
        },
      },
      'POST /api/transactions/b1/voucher': { body: { transaction: bill } },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<MemberVoucherDialog billId="b1" open currencySymbol="$" onClose={onClose} />);
    await user.type(screen.getByLabelText("Member's mobile number"), '0417000000');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Sorry: $5.00 off')).toBeVisible();
    expect(screen.getByRole('list', { name: "Pat Lee's vouchers" })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Apply Sorry' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/transactions/b1/voucher')?.body).toEqual({ voucherId: 'v1' });
  });

  it('says when no member has the phone', { timeout: 60_000 }, async () => {
    mockFetch({ 'POST /api/pos/memberVouchers': { body: { member: null, vouchers: [] } } });
    const user = userEvent.setup();
    renderWithApp(<MemberVoucherDialog billId="b1" open currencySymbol="$" onClose={() => {}} />);
    await user.type(screen.getByLabelText("Member's mobile number"), '0400000000');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No member with this mobile number.')).toBeVisible();
  });
});
