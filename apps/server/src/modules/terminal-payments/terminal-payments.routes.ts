import {
  ErrorResponse,
  PosTerminalsResponse,
  SandboxTerminalAnswer,
  StartTerminalPaymentRequest,
  TerminalPaymentResponse,
} from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { posStaffGate } from '../staff/pos-staff-gate';
import type { PosCall } from '../transactions/bill-changes';
import { createTerminalPaymentsService } from './terminal-payments.service';

const tags = ['pos'];
const security = [{ session: [] }];
const refusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const key = z.string().trim().min(1).max(100);
const BillParams = z.object({ id: key });
const PaymentParams = z.object({ paymentId: key });

/** Every POS call: the transactions permission (decision 0136); taking a payment: posPayments. */
const pos = staffOnly({ permission: 'transactions', needsRestaurant: true });

/**
 * Card payments on the restaurant's terminals from the POS (issue 28; decisions 0570–0575): start
 * one for a bill's part, poll it, cancel it; a sandbox terminal can be told to approve or decline.
 */
export const terminalPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const staffMay = posStaffGate(deps);
  const realtime = createRealtimePublisher(deps.events, app.log);
  const service = createTerminalPaymentsService(deps, {
    log: (details, message) => app.log.error(details, message),
  });
  app.addHook('onClose', () => service.idle());
  const callOf = (request: FastifyRequest): PosCall => {
    const actor = requireActor(request);
    return { deps, realtime, contexts: app.dinerContexts, actor, restaurantId: actingRestaurantId(actor) };
  };
  const may = [pos, staffMay('posPayments')];

  app.get(
    '/pos/terminals',
    {
      preHandler: may,
      schema: {
        tags,
        security,
        summary: "The restaurant's assigned payment terminals the till can send a card payment to",
        response: { 200: PosTerminalsResponse, ...refusals },
      },
    },
    async (request) => service.terminals(callOf(request)),
  );

  app.post(
    '/transactions/:id/terminal-payments',
    {
      preHandler: may,
      schema: {
        tags,
        security,
        summary: 'Send a card payment for a part of the bill to a terminal (answers it pending)',
        params: BillParams,
        body: StartTerminalPaymentRequest,
        response: { 200: TerminalPaymentResponse, ...refusals },
      },
    },
    async (request) => ({
      terminalPayment: await service.start(callOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/terminal-payments/:paymentId',
    {
      preHandler: may,
      schema: {
        tags,
        security,
        summary: 'A terminal payment now (the bill once approved)',
        params: PaymentParams,
        response: { 200: TerminalPaymentResponse, ...refusals },
      },
    },
    async (request) => ({ terminalPayment: await service.get(callOf(request), request.params.paymentId) }),
  );

  app.post(
    '/terminal-payments/:paymentId/cancel',
    {
      preHandler: may,
      schema: {
        tags,
        security,
        summary: 'Ask the terminal to stop the payment',
        params: PaymentParams,
        response: { 200: TerminalPaymentResponse, ...refusals },
      },
    },
    async (request) => ({ terminalPayment: await service.cancel(callOf(request), request.params.paymentId) }),
  );

  app.post(
    '/terminal-payments/:paymentId/sandbox',
    {
      preHandler: may,
      schema: {
        tags,
        security,
        summary: 'Sandbox only: the simulated terminal approves or declines now',
        params: PaymentParams,
        body: SandboxTerminalAnswer,
        response: { 200: TerminalPaymentResponse, ...refusals },
      },
    },
    async (request) => ({
      terminalPayment: await service.sandboxAnswer(
        callOf(request),
        request.params.paymentId,
        request.body.outcome,
      ),
    }),
  );
};
