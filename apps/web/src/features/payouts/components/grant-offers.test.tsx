import type { GrantOffersResponse } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { CapitalFaqPage } from '../pages/capital-faq-page';
import { GrantOffersPage } from '../pages/grant-offers-page';

const SLOW = { timeout: 30_000 };
const OFFER = {
  id: 'GO1',
  accountHolderId: 'AH1',
  contractType: 'loan',
  amount: { currency: 'AUD', value: 1_000_000 },
  fee: { amount: { currency: 'AUD', value: 80_000 } },
  repayment: {
    basisPoints: 1000,
    term: { estimatedDays: 180 },
    threshold: { amount: { currency: 'AUD', value: 30_000 } },
  },
  startsAt: '2025-06-02T02:00:00.000Z',
  expiresAt: '2025-07-02T02:00:00.000Z',
};

function renderOffers(answer: GrantOffersResponse) {
  const fetch = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
    'GET /api/grantOffers': { body: answer },
    'POST /api/grants': {
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'This grant offer has expired' },
    },
  });
  return { ...fetch, ...renderWithApp(<GrantOffersPage />, { path: '/grantOffers' }) };
}

describe('GrantOffersPage', () => {
  it('says when there are no offers, and keeps the FAQ button', SLOW, async () => {
    renderOffers({ grantOffers: [], grants: [] });
    expect(await screen.findByText('No grant offers available at the moment.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Select an Offer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Visit FAQ Page' })).toHaveAttribute('href', '/capitalFaq');
  });

  it(
    'shows a card per offer (loan reads Cash Advance), amounts from cents; a refusal shows the server text',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = renderOffers({ grantOffers: [OFFER], grants: [] });
      const card = await screen.findByRole('article', { name: 'Cash Advance $10,000.00' });
      expect(within(card).getByText('10% of daily net sales', { exact: false })).toBeVisible();
      expect(within(card).getByText('$800.00', { exact: false })).toBeVisible();
      await user.click(within(card).getByRole('button', { name: 'Request this grant' }));
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() =>
        expect(calls.find((c) => c.path === '/api/grants')?.body).toEqual({ grantOfferId: 'GO1' }),
      );
      expect(await screen.findByText('This grant offer has expired')).toBeVisible();
    },
  );

  it('shows the capability notice when only a status came', SLOW, async () => {
    renderOffers({ grantOffers: [], grants: [], stauts: 'capabilityRequested' });
    expect(
      await screen.findByText(
        'The capital capability has been added to your account. Please refresh this page in a moment.',
      ),
    ).toBeVisible();
  });

  it('summarises the first grant', SLOW, async () => {
    renderOffers({
      grantOffers: [],
      grants: [
        {
          id: 'GR1',
          grantOfferId: 'GO1',
          contractType: 'cashAdvance',
          status: 'Active',
          amount: { currency: 'AUD', value: 1_000_000 },
          balances: { currency: 'AUD', fee: 80_000, principal: 1_000_000, total: 1_080_000 },
          createdAt: '2025-06-02T02:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByText('Your grant: Standard Loan')).toBeVisible();
    expect(screen.getByText('$10,800.00', { exact: false })).toBeVisible();
  });
});

describe('CapitalFaqPage', () => {
  it('has the 16 questions in an accordion', SLOW, async () => {
    const user = userEvent.setup();
    renderWithApp(<CapitalFaqPage />, { path: '/capitalFaq' });
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: 'Who is eligible for financing?' }));
    expect(await screen.findByText(/at least 3 months/)).toBeVisible();
  });
});
