import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { buildTestApp } from '../test/test-app';

// Who before what (decision 0392): a staff route's guard runs before its body is parsed or
// validated, so the report-only role gets 403 on every write it may not make, whatever the body.
// Writes with `Origin: null` and a session cookie are refused (decision 0393).

const t = await buildTestApp();

type Doc = { paths: Record<string, Record<string, unknown>> };
const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.keys(ops)
    .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
    .map((m) => ({ method: m.toUpperCase() as 'POST', path })),
);

/**
 * Writes the report-only role may make, where a wrong body is its own 400: its own account (profile,
 * password, sign-out), and the public diner, device and provider calls anyone may make.
 */
const REPORT_ROLE_MAY_WRITE =
  /^\/api\/(login|logout|userDetail|userPwd|utils\/|foregetPassword|resetPassword|searchMemeber|joinMember|newMessage|placeOrder|tableCart\/|sendCode|adyen|makeAdyen|payments\/webhooks|billing\/webhooks|sandbox\/|booking$|queuePosition)/;

describe('who before what', () => {
  it('the report-only role gets 403, not 400, on every staff write with a wrong body', async () => {
    const report = await signedInUser(t, { role: 'restaurantReport' });
    const staff = await signedInUser(t, { role: 'restaurantAdmin' });
    const refusedToReport: string[] = [];
    const invalidForReport: string[] = [];
    for (const w of writes) {
      const url = w.path.replace(/\{[^}]+\}/g, 'x1');
      const send = (as: string) =>
        t.request({
          method: w.method,
          url,
          as,
          headers: { 'content-type': 'application/json' },
          payload: '[["not", "a", "valid", "body"]]',
        });
      const [asReport, asAdmin] = [await send(report.cookie), await send(staff.cookie)];
      // A route the admin is refused on its body but the report role on its role: checked first.
      if (asReport.statusCode === 403) refusedToReport.push(`${w.method} ${w.path}`);
      if (asReport.statusCode === 400 && asAdmin.statusCode === 400 && !REPORT_ROLE_MAY_WRITE.test(w.path))
        invalidForReport.push(`${w.method} ${w.path} → ${asReport.body}`);
    }
    expect(refusedToReport.length).toBeGreaterThan(100);
    expect(invalidForReport).toEqual([]);
  });

  it('the report-only role cannot mark a service request done; floor staff can try', async () => {
    const report = await signedInUser(t, { role: 'restaurantReport' });
    const res = await t.request({
      method: 'PUT',
      url: '/api/serviceRequests/some-call',
      as: report.cookie,
      payload: { status: 'done' },
    });
    expect(res.statusCode).toBe(403);
    const waiter = await signedInUser(t, { role: 'restaurantStaff' });
    const allowed = await t.request({
      method: 'PUT',
      url: '/api/serviceRequests/some-call',
      as: waiter.cookie,
      payload: { status: 'done' },
    });
    expect(allowed.statusCode).toBe(404);
  });

  it('a write with Origin: null and a session cookie is refused; the own origin passes', async () => {
    const user = await signedInUser(t, { role: 'restaurantAdmin' });
    const body = { firstName: 'Ann', lastName: 'Lee', phone: '0400000000' };
    const nul = await t.request({
      method: 'PUT',
      url: '/api/userDetail',
      as: user.cookie,
      headers: { origin: 'null' },
      payload: body,
    });
    expect(nul.statusCode).toBe(403);
    expect(nul.json().message).toBe('Cross-site requests are not allowed.');
    const own = await t.request({
      method: 'PUT',
      url: '/api/userDetail',
      as: user.cookie,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: body,
    });
    expect(own.statusCode).toBe(200);
  });
});
