import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { RECAPTCHA_OFFLINE } from '../../../test/recaptcha-fake';
import { renderRoutes } from '../../../test/render';
import { QueuePage } from './queue-page';

// Decisions 0122–0123: the queue QR type's switch closes the queue page.
const CLOSED = 'The online queue is closed. Please try again later.';

/** `state.closed` is what the server says now; GET /restaurantInfo reads it when it answers. */
function setup(state: { closed: boolean }, join?: () => MockResponse) {
  const fetch = mockFetch({
    'GET /api/restaurantInfo': () => ({
      body: {
        restaurant: { name: 'Golden Dragon', themeColor: null },
        disclaimer: null,
        bookingClosed: false,
        queueClosed: state.closed,
      },
    }),
    'GET /api/recaptchaConfig': RECAPTCHA_OFFLINE,
    ...(join ? { 'POST /api/queuePosition': join } : {}),
  });
  renderRoutes([{ path: '/queue/:restaurantId', element: <QueuePage /> }], '/queue/goldendragon');
  return fetch;
}

const comeBack = () => act(() => void window.dispatchEvent(new Event('visibilitychange')));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QueuePage while the queue is closed', () => {
  it('says so up front under the restaurant’s name and offers no form', async () => {
    setup({ closed: true });
    expect(await screen.findByTestId('queue-closed')).toHaveTextContent(CLOSED);
    expect(screen.getByRole('heading', { level: 1, name: 'Golden Dragon' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('learns on return to the page that the queue closed or reopened', async () => {
    const state = { closed: false };
    setup(state);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    state.closed = true;
    comeBack();
    expect(await screen.findByTestId('queue-closed')).toHaveTextContent(CLOSED);
    state.closed = false;
    comeBack();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByTestId('queue-closed')).not.toBeInTheDocument();
  });

  it('a Submit refused as closed replaces the form with the closed text', { timeout: 20_000 }, async () => {
    const state = { closed: false };
    const { calls } = setup(state, () => {
      state.closed = true;
      return { status: 400, body: { code: 'BAD_REQUEST', message: CLOSED } };
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Number of guests/), '2');
    await user.type(screen.getByLabelText(/^Mobile number/), '0412345678');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('queue-closed')).toHaveTextContent(CLOSED);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
