import { randomUUID } from 'node:crypto';
import {
  applyPayment,
  isCashPaymentType,
  TERMINAL_PAYMENT_MESSAGES as M,
  PAYMENT_DEFAULTS,
  POS_MESSAGES,
  type PosTerminalsResponse,
  type StartTerminalPaymentRequest,
  TERMINAL_INVENTORY,
  type TerminalPayment,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { terminalsProviderFor } from '../devices/terminals.service';
import type { TerminalOwner, TerminalsProvider } from '../devices/terminals-provider';
import { findPaymentTypes } from '../payment-types/payment-types.repository';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import {
  billNow,
  billRestaurantOfCall,
  billState,
  lockBill,
  type PosCall,
  refusal,
} from '../transactions/bill-changes';
import { ONLINE_PAYMENT_TYPE } from '../transactions/bill-payments.service';
import { payBill } from '../transactions/bill-payments-pos.service';
import { createAdyenTerminalPayments } from './adyen-terminal-payments';
import { createSandboxTerminalPayments, sandboxApproval } from './sandbox-terminal-payments';
import { partDue } from './terminal-payment-part';
import { terminalPaymentView } from './terminal-payment-view';
import {
  findInFlightOnTerminal,
  findTerminalPayment,
  findTerminalPaymentByRequest,
  insertTerminalPayment,
  moveTerminalPayment,
  type TerminalPaymentRow,
} from './terminal-payments.repository';
import {
  newServiceId,
  type TerminalOutcome,
  type TerminalPaymentOrder,
  type TerminalPaymentsProvider,
} from './terminal-payments-provider';

/** A payment still pending this long, with nobody waiting on the terminal's answer, has timed out. */
export const TERMINAL_PAYMENT_TIMEOUT_MS = 4 * 60_000;
/** A payment left 'recording' this long (the recorder stopped) is recorded again (idempotent). */
const RECORDING_STALE_MS = 30_000;

/** Adyen's Terminal API when Adyen takes the cards, the sandbox terminal otherwise (decision 0571). */
export function terminalPaymentsProviderFor(deps: AppDeps): TerminalPaymentsProvider {
  return deps.config.payments.providers.card === 'adyen'
    ? createAdyenTerminalPayments(deps)
    : createSandboxTerminalPayments(deps);
}

const saleIdOf = (restaurantId: string) => `rpos-${restaurantId.slice(0, 24)}`;

const orderOf = (row: TerminalPaymentRow): TerminalPaymentOrder => ({
  id: row.id,
  serviceId: row.serviceId,
  terminalId: row.terminalId,
  saleId: saleIdOf(row.restaurantId),
  total: row.total,
  currency: PAYMENT_DEFAULTS.currency,
  createdAt: row.createdAt,
});

/** The bill payment's requestId: the bill records one payment per terminal payment. */
export const billRequestIdOf = (id: string) => `terminal:${id}`;

function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505' && (e.constraint ?? e.message ?? '').includes(constraint)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Card payments on the restaurant's terminals from the POS (issue 28; decisions 0570–0575). Start
 * checks the bill's part, the card type and the terminal, writes a pending terminal payment and
 * sends it; the terminal's outcome arrives by the provider's answer, a poll (status), a cancel or the
 * sandbox control, in any order and any number of times: only the call that claims the pending
 * payment records it on the bill, with the bill payment's requestId as a second guard.
 */
export function createTerminalPaymentsService(
  deps: AppDeps,
  options: {
    payments?: TerminalPaymentsProvider;
    terminals?: TerminalsProvider;
    /** Where a failure no request sees (a background answer, a reversal) is logged. */
    log?: (details: object, message: string) => void;
  } = {},
) {
  const log = options.log ?? (() => undefined);
  const provider = options.payments ?? terminalPaymentsProviderFor(deps);
  const terminals = options.terminals ?? terminalsProviderFor(deps);
  const db = deps.database.db;
  /** Payments whose provider call (the terminal's synchronous answer) is still out, by id. */
  const waiting = new Map<string, Promise<void>>();

  async function ownerOf(restaurantId: string): Promise<TerminalOwner> {
    const r = await findRestaurantById(db, restaurantId);
    if (!r) throw new AppError('NOT_FOUND', POS_MESSAGES.billNotFound);
    return { restaurantId, urlIdentifier: r.urlIdentifier, name: r.name };
  }

  async function assignedTerminals(restaurantId: string) {
    const owner = await ownerOf(restaurantId);
    try {
      return (await terminals.list(owner)).filter((t) => t.status !== TERMINAL_INVENTORY);
    } catch {
      throw new AppError('BAD_REQUEST', M.unreachable);
    }
  }

  const view = (call: PosCall, row: TerminalPaymentRow) => terminalPaymentView(db, call, row);

  /** Gives an approved payment back on the terminal; a failure is logged (staff see the status). */
  async function reverse(row: TerminalPaymentRow, reference: string) {
    await provider.reverse(orderOf(row), reference).catch((err) => {
      log({ err, terminalPaymentId: row.id }, 'terminal payment reversal failed');
    });
  }

  /** The terminal's outcome for this payment, counted once (decision 0572). */
  async function settle(call: PosCall, id: string, outcome: TerminalOutcome): Promise<void> {
    const now = () => deps.now();
    if (outcome.result !== 'approved') {
      await moveTerminalPayment(
        db,
        id,
        ['pending'],
        { status: outcome.result, message: outcome.message },
        now(),
      );
      return;
    }
    let row = await moveTerminalPayment(
      db,
      id,
      ['pending'],
      { status: 'recording', reference: outcome.reference },
      now(),
    );
    if (!row) {
      const current = await findTerminalPayment(db, call.restaurantId, id);
      if (!current) return;
      const stale = now().getTime() - current.updatedAt.getTime() >= RECORDING_STALE_MS;
      if (current.status === 'recording' && stale) row = current;
      else if (
        ['declined', 'cancelled', 'failed'].includes(current.status) &&
        current.provider !== 'sandbox'
      ) {
        // The card was charged after we gave up on it (a timeout): give the money back.
        await reverse(current, outcome.reference);
        return;
      } else return;
    }
    if (outcome.amount !== row.total) {
      // Given back first: a poll that sees 'reversed' sees a reversal already asked for.
      await reverse(row, outcome.reference);
      await moveTerminalPayment(
        db,
        id,
        ['recording'],
        { status: 'reversed', message: M.amountMismatch },
        now(),
      );
      return;
    }
    try {
      await payBill(call, row.transactionId, {
        type: row.paymentType,
        amount: row.amount,
        tip: row.tip,
        split: row.split,
        portion: row.portion,
        reference: outcome.reference.slice(0, 100) || null,
        requestId: billRequestIdOf(row.id),
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err; // left 'recording': recorded again later
      // The bill refused it (paid meanwhile, deleted...): nothing on the bill, the card given back.
      // Given back first: a poll that sees 'reversed' sees a reversal already asked for.
      await reverse(row, outcome.reference);
      await moveTerminalPayment(
        db,
        id,
        ['recording'],
        { status: 'reversed', message: M.paidMeanwhile },
        now(),
      );
      return;
    }
    await moveTerminalPayment(db, id, ['recording'], { status: 'approved' }, now());
  }

  /** Sends the payment and, when the provider's call carries the outcome, settles it. */
  function send(call: PosCall, row: TerminalPaymentRow) {
    const work = provider
      .send(orderOf(row))
      .then((outcome) => (outcome ? settle(call, row.id, outcome) : undefined))
      .catch((err) => log({ err, terminalPaymentId: row.id }, 'terminal payment failed'))
      .finally(() => waiting.delete(row.id));
    waiting.set(row.id, work);
  }

  async function load(call: PosCall, id: string): Promise<TerminalPaymentRow> {
    const row = await findTerminalPayment(db, call.restaurantId, id);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    return row;
  }

  /** A pending payment nobody waits on asks the terminal (or times out); a stale 'recording' records again. */
  async function refresh(call: PosCall, row: TerminalPaymentRow): Promise<TerminalPaymentRow> {
    const { id } = row;
    const now = deps.now().getTime();
    if (row.status === 'pending' && !waiting.has(id)) {
      const outcome = await provider.status(orderOf(row)).catch(() => null);
      if (outcome) await settle(call, id, outcome);
      else if (now - row.createdAt.getTime() >= TERMINAL_PAYMENT_TIMEOUT_MS) {
        await provider.abort(orderOf(row)).catch(() => null);
        await settle(call, id, { result: 'failed', message: M.timedOut });
      }
      return load(call, id);
    }
    if (row.status === 'recording' && now - row.updatedAt.getTime() >= RECORDING_STALE_MS) {
      await settle(call, id, { result: 'approved', amount: row.total, reference: row.reference ?? '' });
      return load(call, id);
    }
    return row;
  }

  return {
    /** Settles once every provider call this service started is done (tests, shutdown). */
    async idle() {
      // Each call is caught where it starts (send), so none of these rejects.
      while (waiting.size > 0) for (const work of [...waiting.values()]) await work;
    },

    /** GET /pos/terminals */
    async terminals(call: PosCall): Promise<PosTerminalsResponse> {
      const list = await assignedTerminals(call.restaurantId);
      return {
        provider: provider.name,
        terminals: list.map((t) => ({ id: t.id, description: t.description })),
      };
    },

    /** POST /transactions/{id}/terminal-payments */
    async start(call: PosCall, billId: string, body: StartTerminalPaymentRequest): Promise<TerminalPayment> {
      const earlier = await findTerminalPaymentByRequest(db, call.restaurantId, body.requestId);
      if (earlier) return view(call, earlier);
      const key = body.type.trim().toLowerCase();
      const type = (await findPaymentTypes(db, call.restaurantId)).find(
        (t) => t.enabled && t.paymentType.trim().toLowerCase() === key,
      );
      if (!type || key === ONLINE_PAYMENT_TYPE.toLowerCase()) throw refusal(POS_MESSAGES.paymentTypeUnknown);
      if (isCashPaymentType(type.paymentType)) throw refusal(M.cardOnly);
      const terminalId = body.terminalId.trim();
      const list = await assignedTerminals(call.restaurantId);
      if (!list.some((t) => t.id === terminalId)) {
        const all = await terminals.list(await ownerOf(call.restaurantId)).catch(() => []);
        throw all.some((t) => t.id === terminalId)
          ? new AppError('CONFLICT', M.terminalNotAssigned)
          : new AppError('NOT_FOUND', M.terminalUnknown);
      }
      // A payment the terminal may have finished unseen (its till closed the dialog) is asked for first.
      const busy = await findInFlightOnTerminal(db, call.restaurantId, terminalId);
      if (busy) await refresh(call, busy);
      const restaurant = await billRestaurantOfCall(call);
      const now = deps.now();
      const id = randomUUID();
      let row: TerminalPaymentRow;
      try {
        row = await db.transaction(async (tx) => {
          const bill = await lockBill(tx, call.restaurantId, billId);
          const { parts, totals } = await billNow(tx, bill, restaurant);
          const due = partDue(body, parts, totals);
          // A card settles at most what is due; the preview gives the surcharge the bill will record.
          const applied = applyPayment(
            { balance: Math.min(totals.balance, due), ...billState(bill) },
            {
              type: type.paymentType,
              amount: body.amount,
              surchargeRate: type.surchargeRate,
              tendered: null,
              tip: body.tip ?? 0,
            },
          );
          if (!applied.ok) throw refusal(applied.message);
          const values = {
            id,
            restaurantId: call.restaurantId,
            transactionId: bill.id,
            terminalId,
            provider: provider.name,
            status: 'pending' as const,
            paymentType: type.paymentType,
            amount: applied.paymentAmount,
            surcharge: applied.surcharge,
            tip: applied.tip,
            total: applied.merchantAmount + applied.tip,
            split: body.split ?? null,
            portion: body.portion ?? null,
            requestId: body.requestId,
            serviceId: newServiceId(),
            reference: null,
            message: null,
            cancelRequested: false,
            createdBy: call.actor.posStaff?.name ?? call.actor.userId,
            createdAt: now,
            updatedAt: now,
          };
          await insertTerminalPayment(tx, values);
          return values;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'terminal_payments_in_flight_uq'))
          throw new AppError('CONFLICT', M.terminalBusy);
        if (isUniqueViolation(err, 'terminal_payments_request_uq'))
          return view(call, (await findTerminalPaymentByRequest(db, call.restaurantId, body.requestId))!);
        throw err;
      }
      send(call, row);
      return view(call, row);
    },

    /** GET /terminal-payments/{id}: the payment now; a pending one nobody waits on asks the terminal. */
    async get(call: PosCall, id: string): Promise<TerminalPayment> {
      return view(call, await refresh(call, await load(call, id)));
    },

    /** POST /terminal-payments/{id}/cancel: asks the terminal to stop; a finished payment answers as it is. */
    async cancel(call: PosCall, id: string): Promise<TerminalPayment> {
      const row = await load(call, id);
      if (row.status !== 'pending') return view(call, row);
      // Marked before the terminal is told (its answer may come at once); unmarked when the abort did
      // not get through, so it can be asked again.
      await moveTerminalPayment(db, id, ['pending'], { cancelRequested: true }, deps.now());
      const outcome = await provider.abort(orderOf(row)).catch(async () => {
        await moveTerminalPayment(db, id, ['pending'], { cancelRequested: false }, deps.now());
        throw new AppError('BAD_REQUEST', M.unreachable);
      });
      if (outcome) await settle(call, id, outcome);
      return view(call, await load(call, id));
    },

    /** POST /terminal-payments/{id}/sandbox: the simulated terminal approves or declines now. */
    async sandboxAnswer(call: PosCall, id: string, outcome: 'approve' | 'decline'): Promise<TerminalPayment> {
      const row = await load(call, id);
      if (row.provider !== 'sandbox' || provider.name !== 'sandbox')
        throw new AppError('BAD_REQUEST', M.sandboxOnly);
      if (row.status === 'pending')
        await settle(
          call,
          id,
          outcome === 'approve' ? sandboxApproval(orderOf(row)) : { result: 'declined', message: M.declined },
        );
      return view(call, await load(call, id));
    },
  };
}

export type TerminalPaymentsService = ReturnType<typeof createTerminalPaymentsService>;
