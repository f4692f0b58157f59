import {
  ErrorResponse,
  PaymentIdParams,
  SandboxCardRequest,
  SandboxCardResponse,
  SandboxChallengeRequest,
  SandboxChallengeResponse,
  SandboxCheckoutCardRequest,
  SandboxCheckoutCardResponse,
  SandboxDecisionParams,
  SandboxDecisionResponse,
  SandboxPaymentInfo,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sandboxChallenge,
  sandboxCheckoutCard,
  sandboxDecision,
  sandboxPaymentInfo,
  tokeniseSandboxCard,
} from './sandbox.service';

const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The sandbox provider's own calls, made by its simulated pages (decision 0033). */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments sandbox'];

  app.post(
    '/sandbox/cards',
    {
      schema: {
        tags,
        summary: 'Test card form: check a card and answer stateData for /adyenPayments',
        description:
          '4111 1111 1111 1111 authorises, 4000 0000 0000 0002 declines, 4000 0000 0000 3220 asks for a ' +
          'challenge. Only the last 4 digits are kept.',
        body: SandboxCardRequest,
        response: { 200: SandboxCardResponse, ...errors },
      },
    },
    async (request) => tokeniseSandboxCard(app.deps, request.body),
  );

  app.get(
    '/sandbox/payments/:paymentId',
    {
      schema: {
        tags,
        summary: 'What a sandbox page shows for a payment',
        params: PaymentIdParams,
        response: { 200: SandboxPaymentInfo, ...errors },
      },
    },
    async (request) => sandboxPaymentInfo(app.deps, request.params.paymentId),
  );

  app.post(
    '/sandbox/payments/:paymentId/challenge',
    {
      schema: {
        tags,
        summary:
          '3-D Secure-style challenge: pass or fail; answers the redirectResult for /adyenPaymentDetails',
        params: PaymentIdParams,
        body: SandboxChallengeRequest,
        response: { 200: SandboxChallengeResponse, ...errors },
      },
    },
    async (request) => sandboxChallenge(app.deps, request.params.paymentId, request.body.outcome),
  );

  app.post(
    '/sandbox/payments/:paymentId/card',
    {
      schema: {
        tags,
        summary: 'Hosted card checkout: pay with a test card typed on the page',
        description:
          '4111 1111 1111 1111 authorises (success redirect), 4000 0000 0000 0002 is declined (failure ' +
          'redirect), 4000 0000 0000 3220 redirects to the 3-D Secure challenge page. Only the last 4 ' +
          'digits are kept. A payment already decided answers its status and redirect again.',
        params: PaymentIdParams,
        body: SandboxCheckoutCardRequest,
        response: { 200: SandboxCheckoutCardResponse, ...errors },
      },
    },
    async (request) => sandboxCheckoutCard(app.deps, request.params.paymentId, request.body),
  );

  app.post(
    '/sandbox/payments/:paymentId/:decision',
    {
      schema: {
        tags,
        summary: 'Hosted checkout, till, wallet or PayPal page: approve, decline or cancel',
        params: SandboxDecisionParams,
        response: { 200: SandboxDecisionResponse, ...errors },
      },
    },
    async (request) => sandboxDecision(app.deps, request.params.paymentId, request.params.decision),
  );
};
