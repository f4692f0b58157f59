import {
  DevicesResponse,
  DisplayClientsResponse,
  CLIENT_MESSAGES as M,
  PosClientsResponse,
} from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { createUser, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

const owner = async () => {
  const u = await signedInUser(t, { role: 'restaurantAdmin' });
  const till = await createUser(t.db, { role: 'restaurantStaff', restaurantId: u.user.restaurantId! });
  return { cookie: u.cookie, restaurantId: u.user.restaurantId!, till };
};
const post = (as: string | undefined, url: string, payload: object) =>
  t.request({ method: 'POST', url, payload, as });

describe('POS clients', () => {
  it('creates with the login user of the restaurant, lists and deletes; zones kept as references', async () => {
    const { cookie, till } = await owner();
    const res = await post(cookie, '/api/posClient', {
      posClientName: 'Front counter',
      posClientType: 'counter',
      username: till.user.username,
      userEmail: '',
      printerZones: [{ id: 'z1', zoneName: 'Bar' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'POS Client created successfully',
      client: { posClientName: 'Front counter', posClientType: 'counter', userEmail: till.email },
    });
    const list = PosClientsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/posClients', as: cookie })).json(),
    );
    expect(list.clients.map((c) => c.printerZones)).toEqual([[{ id: 'z1', zoneName: 'Bar' }]]);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/posClient/${list.clients[0]!.id}`,
      as: cookie,
    });
    expect(del.json().message).toBe('POS Client deleted successfully!');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/posClient/${list.clients[0]!.id}`, as: cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('requires Client Name, Type (counter or client) and a Login Username of this restaurant', async () => {
    const { cookie, till } = await owner();
    const other = await owner();
    const base = { posClientName: 'A', posClientType: 'client', username: till.user.username };
    const refused = async (body: object, message: string) => {
      const res = await post(cookie, '/api/posClient', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await refused({ ...base, posClientName: ' ' }, M.nameRequired);
    await refused({ ...base, posClientType: '' }, M.typeRequired);
    await refused({ ...base, posClientType: 'kiosk' }, M.typeRequired);
    await refused({ ...base, username: '' }, M.usernameRequired);
    await refused({ ...base, username: other.till.user.username }, M.unknownUser);
  });
});

describe('display clients', () => {
  it('needs at least one POS client of the restaurant; lists the POS clients by name', async () => {
    const { cookie, till } = await owner();
    const pos = (
      await post(cookie, '/api/posClient', {
        posClientName: 'Till 1',
        posClientType: 'client',
        username: till.user.username,
      })
    ).json().client;
    const body = { displayClientName: 'Kitchen', username: till.email, posIds: [pos.id] };
    const none = await post(cookie, '/api/displayClient', { ...body, posIds: [] });
    expect(none.json().message).toBe(M.posClientsRequired);
    const other = await owner();
    const foreign = (
      await post(other.cookie, '/api/posClient', {
        posClientName: 'X',
        posClientType: 'client',
        username: other.till.user.username,
      })
    ).json().client;
    expect((await post(cookie, '/api/displayClient', { ...body, posIds: [foreign.id] })).json().message).toBe(
      M.unknownPosClient,
    );
    expect(
      (await post(cookie, '/api/displayClient', { ...body, displayClientName: '' })).json().message,
    ).toBe(M.nameRequired);

    const res = await post(cookie, '/api/displayClient', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Display Client created successfully',
      client: { displayClientName: 'Kitchen', userId: till.user.id, posClientNames: ['Till 1'] },
    });
    const list = DisplayClientsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/displayClients', as: cookie })).json(),
    );
    expect(list.clients).toHaveLength(1);
    expect(
      (await t.request({ method: 'GET', url: '/api/displayClients', as: other.cookie })).json().clients,
    ).toEqual([]);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/displayClient/${list.clients[0]!.id}`,
          as: other.cookie,
        })
      ).statusCode,
    ).toBe(404);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/displayClient/${list.clients[0]!.id}`,
      as: cookie,
    });
    expect(del.json().message).toBe('Display Client deleted successfully!');
  });

  it('refuses writes to POS roles and everything without a session', async () => {
    const { restaurantId, till } = await owner();
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId });
    expect((await t.request({ method: 'GET', url: '/api/posClients', as: staff.cookie })).statusCode).toBe(
      200,
    );
    const body = { posClientName: 'A', posClientType: 'client', username: till.user.username };
    expect((await post(staff.cookie, '/api/posClient', body)).statusCode).toBe(403);
    expect((await post(undefined, '/api/posClient', body)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/displayClients' })).statusCode).toBe(403);
    const menuAdmin = await signedInUser(t, { role: 'menuAdmin', restaurantId });
    expect(
      (await t.request({ method: 'GET', url: '/api/displayClients', as: menuAdmin.cookie })).statusCode,
    ).toBe(403);
  });
});

describe('devices', () => {
  it('a POS or kiosk app signing in with x-device-* headers is listed, newest first, once per device', async () => {
    const { cookie, restaurantId, till } = await owner();
    const signIn = (id: string, name: string, at: string) => {
      t.setNow(new Date(at));
      return t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: till.email, password: till.password },
        headers: {
          'x-device-id': id,
          'x-device-name': name,
          'x-app-version': '3.2.1',
          'x-build-number': '321',
          'x-device-os': 'iPadOS 17.5',
        },
      });
    };
    expect((await signIn('ipad-1', 'Counter iPad', '2025-06-02T01:00:00Z')).statusCode).toBe(200);
    expect((await signIn('kiosk-1', 'Kiosk', '2025-06-02T02:00:00Z')).statusCode).toBe(200);
    expect((await signIn('ipad-1', 'Counter iPad', '2025-06-02T03:00:00Z')).statusCode).toBe(200);
    // A browser sign-in records nothing.
    await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: till.email, password: till.password },
    });
    const res = await t.request({ method: 'GET', url: '/api/allDevices', as: cookie });
    const { devices } = DevicesResponse.parse(res.json());
    expect(
      devices.map((d) => [d.deviceName, d.version, d.buildNumber, d.os, d.restaurantId, d.updatedAt]),
    ).toEqual([
      ['Counter iPad', '3.2.1', '321', 'iPadOS 17.5', restaurantId, '2025-06-02T03:00:00.000Z'],
      ['Kiosk', '3.2.1', '321', 'iPadOS 17.5', restaurantId, '2025-06-02T02:00:00.000Z'],
    ]);
    const other = await owner();
    expect(
      (await t.request({ method: 'GET', url: '/api/allDevices', as: other.cookie })).json().devices,
    ).toEqual([]);
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId });
    expect((await t.request({ method: 'GET', url: '/api/allDevices', as: staff.cookie })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/allDevices' })).statusCode).toBe(403);
  });
});
