import { PosBillResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendTableRound } from './bill-rounds.service';
import {
  BillParams,
  POS_REFUSALS,
  POS_TAGS,
  posCallMaker,
  posGuard,
  SESSION_SECURITY,
} from './pos-route-shapes';

/**
 * The POS sends a table's waiting round to the kitchen now (issue 32, decision 0600): like firing a
 * held course (decision 0502), the transactions permission and the acting restaurant's bill.
 */
export const billRoundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const callOf = posCallMaker(app);

  app.post(
    '/transactions/:id/sendRound',
    {
      preHandler: posGuard,
      schema: {
        tags: POS_TAGS,
        security: SESSION_SECURITY,
        summary: 'Send the table’s round waiting on this bill to the kitchen now (as its time-out would)',
        params: BillParams,
        response: { 200: PosBillResponse, ...POS_REFUSALS },
      },
    },
    async (request) => ({ transaction: await sendTableRound(callOf(request), request.params.id) }),
  );
};
