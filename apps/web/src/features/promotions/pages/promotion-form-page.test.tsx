import { type BackOfficePromotion, PROMOTION_MESSAGES as M } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { BirthdayPromotionPage, NewMemberPromotionPage } from './promotion-form-page';

const SLOW = { timeout: 30_000 };

const saved: BackOfficePromotion = {
  id: 'p1',
  type: 'newMember',
  name: 'Welcome',
  description: '10 % off',
  image: null,
  deepLink: null,
  isEnabled: true,
  isPercentage: true,
  percentage: 10,
  amount: null,
  maxAmount: 500,
  expiryDays: 30,
  forOneItem: false,
  isFreeItem: false,
  buyCount: null,
  startsAt: null,
  endsAt: null,
  updatedAt: '2025-06-02T02:00:00.000Z',
};

function setup(page: React.ReactElement, path: string, route: string, saveStatus = 200) {
  const fetch = mockFetch({
    'GET /api/promotions/p1': { body: { promotion: saved } },
    'POST /api/promotions': ({ body }) =>
      saveStatus === 200
        ? {
            body: { promotion: { ...saved, ...(body as { promotion: object }).promotion }, message: M.saved },
          }
        : {
            status: saveStatus,
            body: { code: 'INTERNAL', message: 'Something went wrong! Please try again.' },
          },
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('admin'));
  const view = renderWithApp(page, {
    path,
    route,
    client,
    routes: [{ path: '/promotions', element: <p>The list</p> }],
  });
  return { ...fetch, ...view };
}

describe('the promotion forms', () => {
  it('shows the §5 texts in order and sends nothing until the form is right', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup(
      <NewMemberPromotionPage />,
      '/newMemberPromotion',
      '/newMemberPromotion/:promotionId?',
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText(M.nameRequired)).toBeVisible();
    await user.type(screen.getByLabelText(/^Name/), 'Welcome');
    expect(await screen.findByText(M.descriptionRequired)).toBeVisible();
    await user.type(screen.getByLabelText(/^Description/), '10 % off your first order');
    expect(await screen.findByText(M.maxAmountRequired)).toBeVisible();
    await user.type(screen.getByLabelText(/^Maximum amount/), '5');
    expect(await screen.findByText(M.expiryDaysRequired)).toBeVisible();
    await user.type(screen.getByLabelText(/^Expiry days/), '0');
    expect(screen.getByText(M.expiryDaysRequired)).toBeVisible();
    await user.clear(screen.getByLabelText(/^Expiry days/));
    await user.type(screen.getByLabelText(/^Expiry days/), '30');
    expect(await screen.findByText(M.percentageRequired)).toBeVisible();
    await user.click(screen.getByLabelText('Percentage discount'));
    expect(await screen.findByText(M.amountRequired)).toBeVisible();
    await user.click(screen.getByLabelText('Percentage discount'));
    await user.type(screen.getByLabelText(/^Discount percentage/), '10');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(save);
    expect(await screen.findByText('Saved successfully')).toBeVisible();
    expect(await screen.findByText('The list')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      promotionId: null,
      promotion: {
        type: 'newMember',
        name: 'Welcome',
        description: '10 % off your first order',
        isEnabled: true,
        maxAmount: 500,
        expiryDays: 30,
        isPercentage: true,
        percentage: 10,
        amount: null,
        forOneItem: false,
        isFreeItem: false,
        buyCount: null,
      },
    });
  });

  it('shows the failure text, not success, when the save fails (decision 0253)', SLOW, async () => {
    const user = userEvent.setup();
    setup(<NewMemberPromotionPage />, '/newMemberPromotion/p1', '/newMemberPromotion/:promotionId?', 500);
    expect(await screen.findByDisplayValue('Welcome')).toBeVisible();
    expect(screen.getByLabelText(/^Maximum amount/)).toHaveValue('5.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.saveFailed)).toBeVisible();
    expect(screen.queryByText('Saved successfully')).toBeNull();
    expect(screen.queryByText('The list')).toBeNull();
  });

  it('caps the birthday description at 50 characters', SLOW, async () => {
    setup(<BirthdayPromotionPage />, '/birthdayPromotion', '/birthdayPromotion/:promotionId?');
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('maxlength', '50');
    await waitFor(() => expect(screen.getByText('0/50')).toBeVisible());
  });
});
