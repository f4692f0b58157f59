import type { BackOfficePromotion } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { PromotionsPage } from './promotions-page';

const SLOW = { timeout: 30_000 };

const promo = (
  id: string,
  type: BackOfficePromotion['type'],
  name: string,
  isEnabled = true,
): BackOfficePromotion => ({
  id,
  type,
  name,
  description: 'd',
  image: null,
  deepLink: null,
  isEnabled,
  isPercentage: true,
  percentage: 10,
  amount: null,
  maxAmount: 500,
  expiryDays: 30,
  forOneItem: false,
  isFreeItem: false,
  buyCount: type === 'buyNFree' ? 5 : null,
  startsAt: null,
  endsAt: null,
  updatedAt: '2025-06-02T01:00:00.000Z',
});

describe('PromotionsPage', () => {
  it('links each name to its form, deletes the chosen one and reloads the list', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    let list = [
      promo('a', 'buyNFree', 'Yum cha 5+1'),
      promo('b', 'newMember', 'Welcome'),
      promo('c', 'birthday', 'Cake', false),
    ];
    const { calls } = mockFetch({
      'GET /api/promotions': () => ({ body: { promotions: list } }),
      'DELETE /api/promotions/b': () => {
        list = list.filter((p) => p.id !== 'b');
        return { body: { ok: true } };
      },
    });
    const client = testQueryClient();
    client.setQueryData(['auth', 'user'], makeUser('admin'));
    renderWithApp(<PromotionsPage />, { path: '/promotions', client });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(within(table).getByRole('link', { name: 'Yum cha 5+1' })).toHaveAttribute('href', '/buyNFree/a');
    expect(within(table).getByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'href',
      '/newMemberPromotion/b',
    );
    expect(within(table).getByRole('link', { name: 'Cake' })).toHaveAttribute('href', '/birthdayPromotion/c');
    expect(within(table).getByText('Disabled')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Please select a promotion to delete')).toBeVisible();
    await user.click(screen.getByLabelText('Select Welcome'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Welcome' })).toBeNull());
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/promotions')).toHaveLength(2);
  });
});
