import { type FloorArea, type FloorTable, FLOOR_PLAN_MESSAGES as M } from '@rpos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { FloorPlanPage } from './floor-plan-page';

const SLOW = { timeout: 30_000 };

const table = (id: string, tableNumber: string, x: number): FloorTable => ({
  id,
  areaId: 'a1',
  tableNumber,
  name: `Table ${tableNumber}`,
  seats: 4,
  minSeats: 0,
  shape: 'square',
  x,
  y: 0,
  w: 2,
  h: 2,
});

function renderPage(areas: FloorArea[]) {
  const mocked = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
    'GET /api/floorPlan': { body: { areas } },
    'PUT /api/floorPlan/tables/t1': ({ body }) => ({
      body: { table: { ...table('t1', '1', 0), ...(body as object) } },
    }),
    'DELETE /api/floorPlan/tables/t1': { status: 409, body: { code: 'CONFLICT', message: M.openBill('1') } },
    'POST /api/floorPlan/tables': ({ body }) => ({
      body: { table: { ...table('t9', '3', 6), ...(body as object) } },
    }),
    'POST /api/floorPlan/tableRange': {
      status: 400,
      body: { code: 'BAD_REQUEST', message: 'Tables 1, 2 already exist.' },
    },
  });
  renderWithApp(<FloorPlanPage />, { path: '/floorPlan' });
  return { calls: mocked.calls, user: userEvent.setup() };
}

const plan = (): FloorArea[] => [
  { id: 'a1', name: 'Main', sort: 1, tables: [table('t1', '1', 0), table('t2', '2', 3)] },
  { id: 'a2', name: 'Terrace', sort: 2, tables: [] },
];

describe('FloorPlanPage', () => {
  it('moves the selected table with the arrow keys and resizes it with Shift', SLOW, async () => {
    const { calls, user } = renderPage(plan());
    expect(await screen.findByRole('tab', { name: 'Main (2)', selected: true })).toBeInTheDocument();
    const one = screen.getByRole('button', { name: 'Table 1, 4 seats, column 1, row 1' });
    await user.click(one);
    expect(screen.getByRole('heading', { name: 'Table 1' })).toBeInTheDocument();
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ x: 1, y: 0, w: 2, h: 2 }),
    );
    fireEvent.keyDown(one, { key: 'ArrowDown', shiftKey: true });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toMatchObject({ h: 3 });
    // At the top edge an arrow up changes nothing and sends nothing.
    fireEvent.keyDown(screen.getByRole('button', { name: /^Table 2,/ }), { key: 'ArrowUp' });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it("shows the server's refusal when a table with an open bill is removed", SLOW, async () => {
    const { user } = renderPage(plan());
    const one = await screen.findByRole('button', { name: /^Table 1,/ });
    await user.click(one);
    fireEvent.keyDown(one, { key: 'Delete' });
    const dialog = await screen.findByRole('dialog', { name: 'Remove table 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove table' }));
    expect(await within(dialog).findByText(M.openBill('1'))).toBeInTheDocument();
  });

  it('checks the table number with the spec text before saving', SLOW, async () => {
    const { calls, user } = renderPage(plan());
    await user.click(await screen.findByRole('button', { name: /^Table 1,/ }));
    const number = screen.getByRole('textbox', { name: 'Table number' });
    await user.clear(number);
    await user.type(number, 'T 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The table number should only include letters and numbers',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('adds the next free number, and shows a range refusal in its dialog', SLOW, async () => {
    const { calls, user } = renderPage(plan());
    await user.click(await screen.findByRole('button', { name: 'Add table' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ areaId: 'a1', tableNumber: '3' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add tables' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tables' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tables' }));
    expect(await within(dialog).findByText('Tables 1, 2 already exist.')).toBeInTheDocument();
  });

  it('says an empty area has no tables yet', SLOW, async () => {
    const { user } = renderPage(plan());
    await user.click(await screen.findByRole('tab', { name: 'Terrace (0)' }));
    expect(await screen.findByText(/No tables in this area yet/)).toBeInTheDocument();
  });
});
