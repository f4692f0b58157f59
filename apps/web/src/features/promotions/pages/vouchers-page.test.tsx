import type { VoucherRow } from '@rpos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { VouchersPage } from './vouchers-page';

const SLOW = { timeout: 30_000 };

const row = (i: number, more: Partial<VoucherRow> = {}): VoucherRow => ({
  voucherId: `v${i}`,
  id: `v${i}`,
  promotionId: null,
  type: 'online',
  status: 'active',
  name: `Voucher ${i}`,
  description: '$5 off',
  userName: 'Mei Chen',
  memberId: 'm1',
  isPercentage: false,
  percents: null,
  amount: 500,
  maxPrice: 500,
  forOneItem: false,
  isFreeItem: false,
  effectiveFrom: '2025-06-02',
  expiryDays: 30,
  expireDate: '2025-07-02',
  usedAt: null,
  updatedAt: '2025-06-02T01:00:00.000Z',
  ...more,
});

describe('VouchersPage', () => {
  it(
    'pages on the server, highlights active rows and links buyNFree names to their promotion',
    SLOW,
    async () => {
      const user = userEvent.setup({ delay: null });
      const all = [
        row(1, { type: 'buyNFree', id: 'p9', promotionId: 'p9', name: 'Yum cha free' }),
        row(2, { status: 'used', userName: 'Jack Wilson', memberId: 'm2' }),
        row(3, { status: 'expired' }),
      ];
      const { calls } = mockFetch({
        'GET /api/vouchers': ({ url }) => {
          const page = Number(url.searchParams.get('page'));
          const pageSize = Number(url.searchParams.get('pageSize'));
          return {
            body: {
              allVouchers: all.slice((page - 1) * pageSize, page * pageSize),
              total: all.length,
              page,
              pageSize,
            },
          };
        },
      });
      const client = testQueryClient();
      client.setQueryData(['auth', 'user'], makeUser('admin'));
      renderWithApp(<VouchersPage />, {
        path: '/vouchers',
        client,
        routes: [{ path: '/newVoucher', element: <p>New voucher form</p> }],
      });
      const table = await screen.findByRole('table', { name: 'Vouchers' });
      expect(calls.find((c) => c.path === '/api/vouchers')?.url.searchParams.get('pageSize')).toBe('50');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['active', 'used', 'expired']);
      expect(within(table).getByRole('link', { name: 'Yum cha free' })).toHaveAttribute(
        'href',
        '/buyNFree/p9',
      );
      expect(within(table).queryByRole('link', { name: 'Voucher 2' })).toBeNull();
      expect(within(rows[1]!).getByText('Used')).toBeVisible();

      await user.click(screen.getByLabelText('Select the voucher Voucher 2 of Jack Wilson'));
      await user.click(screen.getByRole('button', { name: /New voucher for the selected members/ }));
      expect(await screen.findByText('New voucher form')).toBeVisible();
    },
  );
});
