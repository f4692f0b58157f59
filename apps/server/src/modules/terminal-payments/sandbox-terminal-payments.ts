import { TERMINAL_PAYMENT_MESSAGES as M } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import type { TerminalPaymentOrder, TerminalPaymentsProvider } from './terminal-payments-provider';

/** How long the simulated terminal "waits for the card" before it approves by itself. */
export const SANDBOX_APPROVE_AFTER_MS = 8_000;

/** The simulated terminal approving the whole amount. */
export const sandboxApproval = (o: TerminalPaymentOrder) => ({
  result: 'approved' as const,
  amount: o.total,
  reference: `SANDBOX-${o.serviceId}`,
});

/**
 * The sandbox terminal (decision 0571): nothing leaves the server. A payment is approved once
 * SANDBOX_APPROVE_AFTER_MS have passed (on the app's clock), unless the till told the terminal to
 * approve or decline first (POST /terminal-payments/{id}/sandbox) or it was cancelled: those settle at
 * once in the service. Its reference is the order's service id.
 */
export function createSandboxTerminalPayments(deps: AppDeps): TerminalPaymentsProvider {
  return {
    name: 'sandbox',
    async send() {
      return null;
    },
    async status(o) {
      return deps.now().getTime() - o.createdAt.getTime() >= SANDBOX_APPROVE_AFTER_MS
        ? sandboxApproval(o)
        : null;
    },
    async abort() {
      return { result: 'cancelled', message: M.cancelled };
    },
    async reverse() {
      // The simulated card is never charged: nothing to give back.
    },
  };
}
