import { POS_STAFF_MESSAGES as M, type PosFloorResponse, type PosStaffSessionResponse } from '@rpos/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PosFloorPage } from '../../features/pos/pages/pos-floor-page';
import { MockEventSource, mockEventSource } from '../../test/event-source-mock';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { makeFloor, makeSetup, makeSummary, makeTable } from '../../test/pos-fixtures';
import { renderRoutes } from '../../test/render';
import { PosLayout } from './pos-layout';

function renderPos(floor: () => PosFloorResponse, user = makeUser('restaurantManager', ['transactions'])) {
  const mocked = mockFetch({
    'GET /api/user': { body: { userCredentials: user } },
    'GET /api/pos/setup': { body: makeSetup([]) },
    'GET /api/pos/floor': () => ({ body: floor() }),
  });
  const view = renderRoutes(
    [{ path: '/pos', element: <PosLayout />, children: [{ index: true, element: <PosFloorPage /> }] }],
    '/pos',
  );
  const calls = (path: string) => mocked.calls.filter((c) => c.path === path).length;
  return { ...view, calls };
}

beforeEach(() => {
  mockEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PosLayout', () => {
  it('follows the staff stream: a diner’s QR order on a table shows on the floor without a reload', async () => {
    let floor = makeFloor([makeTable('5', { name: 'T5' })]);
    const { calls } = renderPos(() => floor);
    // The first render of the frame and floor: give a loaded machine time.
    await screen.findByRole('button', { name: 'T5, Free' }, { timeout: 10_000 });
    const stream = MockEventSource.open().find((s) => s.url === '/api/staff/events');
    expect(stream).toBeDefined();
    const before = calls('/api/pos/floor');
    floor = makeFloor([
      makeTable('5', {
        name: 'T5',
        status: 'occupied',
        bill: makeSummary('bill-1', { tableNo: '5', total: 850, openedAt: new Date().toISOString() }),
      }),
    ]);
    act(() =>
      stream?.emit('transactionChanged', {
        transactionId: 'bill-1',
        tableNo: '5',
        operationType: 'addOrder',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'T5, Occupied, total $8.50, open 0 minutes' }),
    ).toBeInTheDocument();
    expect(calls('/api/pos/floor')).toBeGreaterThan(before);
  });

  it('is a full-screen frame with the way back to the dashboard and to the floor', async () => {
    renderPos(() => makeFloor([]));
    const bar = await screen.findByRole('banner', {}, { timeout: 10_000 });
    expect(within(bar).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(bar).getByRole('link', { name: 'Floor' })).toHaveAttribute('href', '/pos');
    expect(within(bar).getByText('POS · Golden Dragon')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('locks the POS of a restaurant with staff until one signs in; then names them and clocks in', {
    timeout: 45_000,
  }, async () => {
    const user = userEvent.setup();
    let session: PosStaffSessionResponse = { staff: null, staffRequired: true };
    const mei = {
      id: 's1',
      name: 'Mei Chen',
      staffNumber: '1001',
      permissions: [],
      clockedInAt: null as string | null,
    };
    const mocked = mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantManager', ['transactions']) } },
      'GET /api/pos/setup': { body: makeSetup([]) },
      'GET /api/pos/floor': { body: makeFloor([makeTable('5', { name: 'T5' })]) },
      'GET /api/pos/staff/session': () => ({ body: session }),
      'POST /api/pos/staff/signIn': ({ body }) => {
        const b = body as { staffNumber: string; pin: string };
        if (b.pin !== '246810')
          return { status: 401, body: { code: 'INVALID_CREDENTIALS', message: M.signInFailed } };
        session = { staff: mei, staffRequired: true };
        return { body: session };
      },
      'POST /api/pos/staff/clock': () => {
        session = { staff: { ...mei, clockedInAt: '2025-06-02T00:30:00.000Z' }, staffRequired: true };
        return { body: session };
      },
    });
    renderRoutes(
      [{ path: '/pos', element: <PosLayout />, children: [{ index: true, element: <PosFloorPage /> }] }],
      '/pos',
    );
    expect(
      await screen.findByRole('heading', { name: 'Staff sign-in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'T5, Free' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toBeDisabled();
    await user.click(screen.getByLabelText('Staff number'));
    await user.paste('1001');
    await user.click(screen.getByLabelText('PIN'));
    for (const d of '246811') await user.click(screen.getByRole('button', { name: d }));
    await user.click(signIn);
    expect(await screen.findByText(M.signInFailed)).toBeInTheDocument();
    await user.click(screen.getByLabelText('PIN'));
    for (const d of '246810') await user.click(screen.getByRole('button', { name: d }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'T5, Free' })).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Mei Chen · 1001')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Clock in' }));
    expect(await within(bar).findByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    const posted = mocked.calls.filter((c) => c.path === '/api/pos/staff/signIn').map((c) => c.body);
    expect(posted).toEqual([
      { staffNumber: '1001', pin: '246811' },
      { staffNumber: '1001', pin: '246810' },
    ]);
    expect(mocked.calls.find((c) => c.path === '/api/pos/staff/clock')?.body).toEqual({ type: 'checkin' });
  });

  it('asks an admin without a restaurant to select one, and opens no stream', async () => {
    renderPos(() => makeFloor([]), makeUser('admin', [], { restaurantId: null }));
    expect(await screen.findByText('Please select a restaurant first.')).toBeInTheDocument();
    expect(MockEventSource.open()).toHaveLength(0);
  });
});
