import { describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser, signIn } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

/** An admin creates a restaurantAdmin; answers its e-mail and generated password. */
async function newAccount() {
  const r = await createRestaurant(t.db);
  const admin = await signedInUser(t, { role: 'admin', restaurantId: null });
  const tag = Math.random().toString(36).slice(2, 10);
  const res = await t.request({
    method: 'POST',
    url: '/api/user',
    as: admin.cookie,
    payload: {
      firstName: 'First',
      lastName: 'Time',
      email: `first.${tag}@example.test`,
      phoneNumber: '0400000001',
      username: `first${tag}`,
      role: 'restaurantAdmin',
      permissions: [],
      restaurantId: r.id,
    },
  });
  expect(res.statusCode).toBe(200);
  return { email: `first.${tag}@example.test`, password: res.json().password as string, restaurant: r };
}

describe('first sign-in with a generated password (decision 0207)', () => {
  it('only GET /user, PUT /userPwd and sign-out answer until the password is changed', async () => {
    const account = await newAccount();
    const cookie = await signIn(t, account.email, account.password);
    const me = await t.request({ method: 'GET', url: '/api/user', as: cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().userCredentials).toMatchObject({ mustChangePassword: true, role: 'restaurantAdmin' });

    for (const url of ['/api/customers', '/api/restaurantIds', '/api/merchantUsers']) {
      const refused = await t.request({ method: 'GET', url, as: cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Please change your password before continuing.',
      });
    }
    // The diner's pages do not care who is signed in.
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/restaurantInfo?restaurantId=${account.restaurant.urlIdentifier}`,
          as: cookie,
        })
      ).statusCode,
    ).not.toBe(403);

    const same = await t.request({
      method: 'PUT',
      url: '/api/userPwd',
      as: cookie,
      payload: { password: account.password, confirmPassword: account.password },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Please choose a password different from the generated one.');

    const changed = await t.request({
      method: 'PUT',
      url: '/api/userPwd',
      as: cookie,
      payload: { password: 'my-own-pass', confirmPassword: 'my-own-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/user', as: cookie })).json().userCredentials
        .mustChangePassword,
    ).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/merchantUsers', as: cookie })).statusCode).toBe(200);

    // The generated password no longer signs in; the chosen one does, with nothing pending.
    const old = await t.request({ method: 'POST', url: '/api/login', payload: account });
    expect(old.statusCode).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: account.email, password: 'my-own-pass' },
    });
    expect(again.json().userCredentials.mustChangePassword).toBe(false);
  });

  it('the seeded and existing accounts have nothing pending', async () => {
    const u = await signedInUser(t, { role: 'restaurantManager', permissions: ['orders'] });
    expect(
      (await t.request({ method: 'GET', url: '/api/user', as: u.cookie })).json().userCredentials
        .mustChangePassword,
    ).toBe(false);
  });
});
