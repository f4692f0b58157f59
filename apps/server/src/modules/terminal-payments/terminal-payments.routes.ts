import {
  PosTerminalsResponse,
  SandboxTerminalAnswer,
  StartTerminalPaymentRequest,
  TerminalPaymentResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { posStaffGate } from '../staff/pos-staff-gate';
import {
  BillParams,
  posGuard as pos,
  posCallMaker,
  posKey,
  POS_REFUSALS as refusals,
  SESSION_SECURITY as security,
  POS_TAGS as tags,
} from '../transactions/pos-route-shapes';
import { createTerminalPaymentsService } from './terminal-payments.service';

const PaymentParams = z.object({ paymentId: posKey });

/**
 * Card payments on the restaurant's terminals from the POS (issue 28; decisions 0570–0575): start
 * one for a bill's part, poll it, cancel it; a sandbox terminal can be told to approve or decline.
 */
export const terminalPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const staffMay = posStaffGate(deps);
  const service = createTerminalPaymentsService(deps, {
    log: (details, message) => app.log.error(details, message),
  });
  app.addHook('onClose', () => service.idle());
  const callOf = posCallMaker(app);
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
