import { type PublishedMenu, TerminalPaymentResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactionOperations, transactionPayments } from '../../db/schema';
import { buildTestApp } from '../../test/test-app';
import { call, dish, placePos, posFixture, posOrder, requestId } from '../transactions/pos-test-helpers';
import { SANDBOX_APPROVE_AFTER_MS } from './sandbox-terminal-payments';

// The terminal's approval counted once (decision 0572): the approval notification, polls and a
// repeated notification all at once record one payment. Run it on PostgreSQL too (DATABASE_URL).

const t = await buildTestApp();
let menu: PublishedMenu;
let admin: string;
let terminalId: string;

beforeAll(async () => {
  ({ menu, admin } = await posFixture(t));
  terminalId = (await call(t, admin, 'GET', '/pos/terminals')).json().terminals[0].id;
});

describe('an approval racing polls', () => {
  it('records one payment however many calls settle it at once', async () => {
    for (let round = 0; round < 3; round++) {
      const bill = await placePos(
        t,
        admin,
        posOrder([dish(menu, 'Siu Mai', 2)], { tableNo: String(round + 1) }),
      );
      const res = await call(t, admin, 'POST', `/transactions/${bill.uuid}/terminal-payments`, {
        terminalId,
        type: 'VISAMastercard',
        amount: 1760,
        requestId: requestId(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { id } = TerminalPaymentResponse.parse(res.json()).terminalPayment;
      // The sandbox's own approval is due, so every poll settles it too.
      t.setNow(new Date(t.deps.now().getTime() + SANDBOX_APPROVE_AFTER_MS));
      const answers = await Promise.all([
        call(t, admin, 'POST', `/terminal-payments/${id}/sandbox`, { outcome: 'approve' }),
        call(t, admin, 'GET', `/terminal-payments/${id}`),
        call(t, admin, 'POST', `/terminal-payments/${id}/sandbox`, { outcome: 'approve' }),
        call(t, admin, 'GET', `/terminal-payments/${id}`),
        call(t, admin, 'GET', `/terminal-payments/${id}`),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
      const final = TerminalPaymentResponse.parse(
        (await call(t, admin, 'GET', `/terminal-payments/${id}`)).json(),
      ).terminalPayment;
      expect(final.status).toBe('approved');
      expect(final.transaction?.billPaid).toBe(true);
      const rows = await t.db
        .select()
        .from(transactionPayments)
        .where(eq(transactionPayments.transactionId, bill.uuid));
      expect(rows).toHaveLength(1);
      const history = await t.db
        .select()
        .from(transactionOperations)
        .where(eq(transactionOperations.transactionId, bill.uuid));
      expect(history.filter((h) => h.operationType === 'payment')).toHaveLength(1);
    }
  });
});
