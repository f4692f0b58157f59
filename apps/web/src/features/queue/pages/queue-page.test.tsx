import type { QueuePositionView } from '@rpos/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { type Handler, type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { googleScriptLoads, RECAPTCHA_GOOGLE } from '../../../test/recaptcha-fake';
import { renderRoutes } from '../../../test/render';
import { saveQueueTicket } from '../queue-ticket-storage';
import { QueuePage } from './queue-page';

const RESTAURANT = { body: { restaurant: { name: 'Golden Dragon', themeColor: null }, disclaimer: null } };
const TOKEN = 'live-token-abcdef';

const view = (extra: Partial<QueuePositionView> = {}): QueuePositionView => ({
  reference: '004',
  name: 'Ada',
  guestNum: 2,
  status: 'waiting',
  position: 3,
  partiesAhead: 2,
  waitingMinutes: 20,
  restaurantName: 'Golden Dragon',
  ...extra,
});

/** With Google reCAPTCHA on: the page loads Google's script once (a fake) and sends its token. */
function setup(routes: Record<string, MockResponse | Handler> = {}) {
  const fetch = mockFetch({
    'GET /api/restaurantInfo': RESTAURANT,
    'GET /api/recaptchaConfig': RECAPTCHA_GOOGLE,
    ...routes,
  });
  googleScriptLoads('load');
  const page = renderRoutes(
    [{ path: '/queue/:restaurantId', element: <QueuePage /> }],
    '/queue/goldendragon',
  );
  return { ...fetch, ...page };
}

let EventSourceMock: ReturnType<typeof mockEventSource>;
const stream = () => EventSourceMock.open().find((s) => s.url.endsWith(`/queuePosition/${TOKEN}/events`));

beforeEach(() => {
  EventSourceMock = mockEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// user-event typing in MUI forms is slow on a busy 2-core machine.
const SLOW = { timeout: 20_000 };

describe('QueuePage', () => {
  it('shows the restaurant and every wrong field’s message, and sends nothing', SLOW, async () => {
    const { calls } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), '   ');
    await user.type(screen.getByLabelText(/^Number of guests/), '0');
    await user.type(screen.getByLabelText(/^Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the number of guests')).toBeInTheDocument();
    expect(screen.getByText('The mobile number is invalid')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/queuePosition')).toBe(false);
  });

  it('shows the server’s 400 message', SLOW, async () => {
    setup({
      'POST /api/queuePosition': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The reCAPTCHA check failed. Please try again.' },
      },
    });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reCAPTCHA check failed. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says the spec’s failure text when the restaurant cannot be loaded', async () => {
    mockFetch({ 'GET /api/restaurantInfo': { status: 500, body: { message: 'boom' } } });
    renderRoutes([{ path: '/queue/:restaurantId', element: <QueuePage /> }], '/queue/goldendragon');
    expect(await screen.findByText('Something went wrong, please try it later.')).toBeInTheDocument();
  });

  it('joins once, then shows the reference, minutes and place, and follows the stream', SLOW, async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((ok) => {
      release = ok;
    });
    const { calls } = setup({
      'GET /api/queuePosition/live-token-abcdef': { body: view() },
      'POST /api/queuePosition': async () => {
        await answered;
        return { body: { reference: '004', waitingMinutes: 20, position: 3, token: TOKEN } };
      },
    });
    await fillAndSubmit();
    const submit = screen.getByRole('button', { name: /Submit/ });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByLabelText('Joining the queue…')).toBeInTheDocument();
    fireEvent.submit(screen.getByRole('form', { name: 'Join the queue' }));
    release();

    expect(await screen.findByText('004')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      recaptcha: 'token-for-queuePosition',
      name: 'Ada',
      guestNum: 2,
      phoneNumber: '0412345678',
      restaurantId: 'goldendragon',
    });
    expect(screen.getByText('Approximate waiting time: 20 minutes')).toBeInTheDocument();
    expect(screen.getByText('Your place in the queue: 3')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('rpos.queue.goldendragon') ?? '{}')).toMatchObject({
      token: TOKEN,
      reference: '004',
    });

    await waitFor(() => expect(stream()).toBeDefined());
    act(() => stream()?.emit('queuePosition', view({ position: 2, partiesAhead: 1, waitingMinutes: 10 })));
    expect(await screen.findByText('Your place in the queue: 2')).toBeInTheDocument();
    expect(screen.getByText('Parties ahead of you: 1')).toBeInTheDocument();
    expect(screen.getByText('Approximate waiting time: 10 minutes')).toBeInTheDocument();

    act(() => stream()?.emit('queuePosition', view({ status: 'called', position: 1, partiesAhead: 0 })));
    expect(await screen.findByText('Your table is ready, please come to the counter.')).toBeInTheDocument();

    act(() => stream()?.emit('queuePosition', view({ status: 'seated', position: null, partiesAhead: 0 })));
    expect(await screen.findByText('You have been seated. Enjoy your meal!')).toBeInTheDocument();
    await waitFor(() => expect(stream()).toBeUndefined());
  });

  it('shows the live view again after a reload, and Join the queue again starts over', async () => {
    saveQueueTicket('goldendragon', { token: TOKEN, reference: '004', savedAt: Date.now() });
    setup({
      'GET /api/queuePosition/live-token-abcdef': { body: view({ status: 'removed', position: null }) },
    });
    expect(
      await screen.findByText('You are no longer in the queue. You are welcome to join it again.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the queue again' }));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(localStorage.getItem('rpos.queue.goldendragon')).toBeNull();
  });

  it('forgets a ticket the server no longer knows and offers the form', async () => {
    saveQueueTicket('goldendragon', { token: TOKEN, reference: '004', savedAt: Date.now() });
    setup({
      'GET /api/queuePosition/live-token-abcdef': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Cannot find the queue entry' },
      },
    });
    expect(
      await screen.findByText(
        'We could not find your earlier place in the queue. You are welcome to join again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(localStorage.getItem('rpos.queue.goldendragon')).toBeNull();
  });
});

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Number of guests/), '2');
  await user.type(screen.getByLabelText(/^Mobile number/), '0412345678');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}
