import type { QueueBoardResponse, QueueEntry } from '@rpos/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { type Handler, type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { QueueBoardPage } from './queue-board-page';

const entry = (extra: Partial<QueueEntry>): QueueEntry => ({
  id: 'e1',
  reference: '001',
  name: 'Ada',
  guestNum: 2,
  phoneNumber: '0412345678',
  status: 'waiting',
  position: 1,
  waitingMinutes: 0,
  joinedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  calledAt: null,
  ...extra,
});

const ada = entry({});
const bob = entry({ id: 'e2', reference: '002', name: 'Bob', guestNum: 4, position: 2, waitingMinutes: 10 });
const cat = entry({ id: 'e3', reference: '003', name: 'Cat', status: 'seated', position: null });
const board = (entries: QueueEntry[]): QueueBoardResponse => ({ entries, averageMinutesPerParty: 10 });

let EventSourceMock: ReturnType<typeof mockEventSource>;
beforeEach(() => {
  EventSourceMock = mockEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(routes: Record<string, MockResponse | Handler> = {}) {
  const fetch = mockFetch({
    'GET /api/queue': { body: board([ada, bob, cat]) },
    'GET /api/queueSettings': { body: { averageMinutesPerParty: 10 } },
    ...routes,
  });
  const view = renderWithApp(<QueueBoardPage />, { path: '/queueBoard' });
  return { ...fetch, ...view };
}

const row = (reference: string) => {
  const table = screen.getByRole('table', { name: 'Today’s queue' });
  const found = within(table)
    .getAllByRole('row')
    .find((r) => r.getAttribute('data-reference') === reference);
  if (!found) throw new Error(`no row ${reference}`);
  return found;
};

const SLOW = { timeout: 20_000 };

describe('QueueBoardPage', () => {
  it('lists the queue in order with waiting time; seated parties only when asked', SLOW, async () => {
    setup();
    expect(await screen.findByText('Ada')).toBeInTheDocument();
    expect(within(row('001')).getByText('5 min')).toBeInTheDocument();
    expect(within(row('002')).getByText('10 min')).toBeInTheDocument();
    expect(within(row('002')).getByText('0412345678')).toBeInTheDocument();
    expect(screen.getByText('In the queue: 2')).toBeInTheDocument();
    expect(screen.queryByText('Cat')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Show seated and removed' }));
    expect(within(row('003')).getByText('Seated')).toBeInTheDocument();
    expect(within(row('003')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls a party with progress, then shows it called', SLOW, async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((ok) => {
      release = ok;
    });
    const called = { ...ada, status: 'called' as const, calledAt: new Date().toISOString() };
    const { calls } = setup({
      'POST /api/queue/e1/call': async () => {
        await answered;
        return { body: { entry: called } };
      },
    });
    await screen.findByText('Ada');
    await userEvent.setup().click(within(row('001')).getByRole('button', { name: 'Call 001' }));
    expect(await within(row('001')).findByLabelText('Working…')).toBeInTheDocument();
    expect(within(row('001')).getByRole('button', { name: 'Seat 001' })).toBeDisabled();
    mockFetch({
      'GET /api/queue': { body: board([called, bob, cat]) },
      'GET /api/queueSettings': { body: { averageMinutesPerParty: 10 } },
    });
    release();
    expect(await screen.findByText('Party 001 called; the SMS is on its way.')).toBeInTheDocument();
    expect(await within(row('001')).findByText('Called')).toBeInTheDocument();
    expect(within(row('001')).getByRole('button', { name: 'Call 001 again' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/queue/e1/call']);
  });

  it('asks before removing a party, and shows the server’s refusal', SLOW, async () => {
    const { calls } = setup({
      'POST /api/queue/e2/remove': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'The party is no longer in the queue' },
      },
    });
    await screen.findByText('Bob');
    const user = userEvent.setup();
    await user.click(within(row('002')).getByRole('button', { name: 'Remove 002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove party 002?' });
    expect(dialog).toHaveTextContent('Bob (party of 4) will leave the queue');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(row('002')).getByRole('button', { name: 'Remove 002' }));
    const again = await screen.findByRole('dialog', { name: 'Remove party 002?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The party is no longer in the queue')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/queue/e2/remove']);
  });

  it('refetches the board when the staff stream says the queue changed', async () => {
    const { calls } = setup();
    await screen.findByText('Ada');
    const stream = () => EventSourceMock.open().find((s) => s.url.endsWith('/api/queue/events'));
    await waitFor(() => expect(stream()).toBeDefined());
    const dan = entry({ id: 'e4', reference: '004', name: 'Dan', position: 3, waitingMinutes: 20 });
    mockFetch({
      'GET /api/queue': { body: board([ada, bob, cat, dan]) },
      'GET /api/queueSettings': { body: { averageMinutesPerParty: 10 } },
    });
    act(() => stream()?.emit('queueChanged', { date: '2026-03-02' }));
    expect(await screen.findByText('Dan')).toBeInTheDocument();
    expect(within(row('004')).getByText('20 min')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/queue')).toHaveLength(1);
  });

  it('catches up when the staff stream comes back after a drop', async () => {
    const { calls } = setup();
    await screen.findByText('Ada');
    const stream = () => EventSourceMock.open().find((s) => s.url.endsWith('/api/queue/events'));
    await waitFor(() => expect(stream()).toBeDefined());
    act(() => stream()?.emit('open', null));
    expect(calls.filter((c) => c.path === '/api/queue')).toHaveLength(1);
    act(() => stream()?.emit('open', null));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/queue')).toHaveLength(2));
  });

  it('checks and saves the average minutes per party', SLOW, async () => {
    const { calls } = setup({ 'PUT /api/queueSettings': { body: { averageMinutesPerParty: 15 } } });
    const field = await screen.findByLabelText(/^Average minutes per party/);
    expect(field).toHaveValue(10);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The average minutes per party must be between 1 and 240'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(field);
    await user.type(field, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ averageMinutesPerParty: 15 });
  });

  it('shows why the board cannot load (no restaurant selected)', async () => {
    setup({
      'GET /api/queue': { status: 400, body: { code: 'BAD_REQUEST', message: 'Please select a restaurant' } },
    });
    expect(await screen.findByText('Please select a restaurant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
