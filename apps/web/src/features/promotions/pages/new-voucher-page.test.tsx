import { MEMBER_MESSAGES } from '@rpos/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { NewVoucherPage } from './new-voucher-page';

const SLOW = { timeout: 60_000 };

function setup(saveStatus = 200) {
  const fetch = mockFetch({
    'POST /api/searchMemeber': {
      body: { searchResult: [{ id: 'm1', name: 'Mei Chen', phoneNumber: '0412345001' }] },
    },
    'POST /api/vouchers': () =>
      saveStatus === 200
        ? { body: { count: 1, message: 'Saved successfully' } }
        : { status: saveStatus, body: { code: 'INTERNAL', message: 'boom' } },
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('admin'));
  const view = renderWithApp(<NewVoucherPage />, {
    path: '/newVoucher',
    client,
    routes: [{ path: '/vouchers', element: <p>The vouchers</p> }],
  });
  return { ...fetch, ...view };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Sorry voucher');
  await user.type(screen.getByLabelText(/^Description/), '$5 off your next visit');
  await user.type(screen.getByLabelText(/^Discount amount/), '5');
  await user.type(screen.getByLabelText(/^Maximum amount/), '5');
  const from = screen.getByLabelText(/^Effective from/);
  await user.clear(from);
  await user.type(from, '2025-06-02');
  await user.type(screen.getByLabelText(/^Expiry days/), '30');
}

describe('NewVoucherPage', () => {
  it('searches and adds members, shows the expiry, saves one voucher per member', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = setup();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MEMBER_MESSAGES.searchCriteria)).toBeVisible();
    await user.type(screen.getByLabelText('First name'), 'Mei');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Mei Chen')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MEMBER_MESSAGES.selectMember)).toBeVisible();
    await user.click(screen.getByLabelText('Mei Chen 0412345001'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Remove Mei Chen' })).toBeVisible();
    expect(save).toBeEnabled();

    await fillForm(user);
    expect(screen.getByLabelText('Expiry date')).toHaveValue('02/07/2025');
    await user.click(save);
    expect(await screen.findByText('Saved successfully')).toBeVisible();
    expect(await screen.findByText('The vouchers')).toBeVisible();
    const post = calls.find((c) => c.path === '/api/vouchers');
    expect(post?.body).toEqual({
      members: ['m1'],
      voucher: {
        name: 'Sorry voucher',
        description: '$5 off your next visit',
        forOneItem: false,
        isPercentage: false,
        percents: null,
        amount: 500,
        maxPrice: 500,
        effectiveFrom: '2025-06-02',
        expiryDays: 30,
        expireDate: '02/07/2025',
        type: 'online',
        isFreeItem: false,
        status: 'active',
      },
    });
  });

  it('shows the failure text when the save fails', SLOW, async () => {
    const user = userEvent.setup({ delay: null });
    setup(500);
    await user.type(await screen.findByLabelText('Phone number'), '0412');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByLabelText('Mei Chen 0412345001'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong, please try again.')).toBeVisible();
    expect(screen.queryByText('The vouchers')).toBeNull();
  });
});
