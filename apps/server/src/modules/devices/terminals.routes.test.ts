import { AllTerminalsResponse, TERMINAL_MESSAGES as M, TerminalsResponse } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

const owner = async () => {
  const u = await signedInUser(t, { role: 'restaurantAdmin' });
  return { cookie: u.cookie, restaurantId: u.user.restaurantId! };
};
const all = async (as: string) => {
  const res = await t.request({ method: 'GET', url: '/api/allTerminals', as });
  expect(res.statusCode, res.body).toBe(200);
  return AllTerminalsResponse.parse(res.json());
};
const assign = (as: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: '/api/assignTerminals', payload, as });
const settings = (as: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url: '/api/updateTerminalSettings', payload, as });

describe('terminals (sandbox)', () => {
  it("lists the store's simulated terminal then the inventory; assign, switch and return", async () => {
    const { cookie } = await owner();
    const first = await all(cookie);
    expect(first.stores.map((s) => s.status)).toEqual(['Assigned', 'Inventory', 'Inventory']);
    expect(first.stores[0]!.terminalId).toMatch(/^S1F2-/);
    expect(first.isStandaloneTerminal).toBe(false);
    const p400 = first.stores.find((s) => s.terminalId.startsWith('P400'))!.terminalId;

    const a = await assign(cookie, { terminal: p400, isReturn: false });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().message).toBe(
      'The terminal has been updated successfully and waiting for the terminal to be connected',
    );
    const own = TerminalsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/terminals', as: cookie })).json(),
    );
    expect(own.terminals.map((x) => x.terminal)).toContain(p400);

    for (const s of (await all(cookie)).stores.filter((x) => x.status !== 'Inventory')) {
      const r = await settings(cookie, { terminalId: s.terminalId, isStandaloneTerminal: true });
      expect(r.json().message).toBe('The terminal has been updated successfully');
    }
    expect((await all(cookie)).isStandaloneTerminal).toBe(true);

    const back = await assign(cookie, { terminal: p400, isReturn: true });
    expect(back.json().message).toBe('The terminal has been updated successfully');
    expect((await all(cookie)).stores.find((s) => s.terminalId === p400)!.status).toBe('Inventory');
  });

  it("answers 'Please select a terminal.', refuses returning an inventory terminal, and another restaurant's", async () => {
    const { cookie } = await owner();
    const list = await all(cookie);
    expect((await assign(cookie, { terminal: '', isReturn: false })).json().message).toBe(M.selectTerminal);
    expect((await settings(cookie, { isStandaloneTerminal: true })).json().message).toBe(M.selectTerminal);
    const inventory = list.stores.find((s) => s.status === 'Inventory')!.terminalId;
    expect((await assign(cookie, { terminal: inventory, isReturn: true })).json().message).toBe(
      M.alreadyInInventory,
    );
    const other = await owner();
    await all(other.cookie);
    expect((await assign(other.cookie, { terminal: inventory, isReturn: false })).statusCode).toBe(404);
    expect(
      (await settings(other.cookie, { terminalId: list.stores[0]!.terminalId, isStandaloneTerminal: true }))
        .statusCode,
    ).toBe(404);
  });

  it('is for the configuring roles only', async () => {
    const { restaurantId } = await owner();
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId });
    expect((await t.request({ method: 'GET', url: '/api/allTerminals', as: staff.cookie })).statusCode).toBe(
      403,
    );
    expect((await assign(staff.cookie, { terminal: 'x' })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/allTerminals' })).statusCode).toBe(403);
    expect((await settings(undefined, { terminalId: 'x', isStandaloneTerminal: true })).statusCode).toBe(403);
  });
});
