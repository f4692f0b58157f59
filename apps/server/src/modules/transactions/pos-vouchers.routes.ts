import {
  ApplyVoucherBody,
  ErrorResponse,
  PosBillResponse,
  PosMemberVouchersBody,
  PosMemberVouchersResponse,
} from '@rpos/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingRestaurantId, requireActor, staffOnly } from '../../platform/auth/guards';
import { createRealtimePublisher } from '../realtime/realtime.service';
import { posStaffGate } from '../staff/pos-staff-gate';
import type { PosCall } from './bill-changes';
import { applyVoucherToBill, posMemberVouchers } from './bill-vouchers.service';

const tags = ['pos'];
const security = [{ session: [] }];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const pos = staffOnly({ permission: 'transactions', needsRestaurant: true });

/** The POS applies a member's voucher to a bill (issue 17, decision 0272). */
export const posVouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const staffMay = posStaffGate(deps);
  const realtime = createRealtimePublisher(deps.events, app.log);
  const callOf = (request: FastifyRequest): PosCall => {
    const actor = requireActor(request);
    return { deps, realtime, contexts: app.dinerContexts, actor, restaurantId: actingRestaurantId(actor) };
  };

  app.post(
    '/pos/memberVouchers',
    {
      preHandler: [pos, staffMay('posDiscounts')],
      schema: {
        tags,
        security,
        summary: "The acting restaurant's member of a phone and their vouchers usable today",
        body: PosMemberVouchersBody,
        response: { 200: PosMemberVouchersResponse, ...refusals },
      },
    },
    async (request) => posMemberVouchers(callOf(request), request.body.phoneNumber),
  );

  app.post(
    '/transactions/:id/voucher',
    {
      preHandler: [pos, staffMay('posDiscounts')],
      schema: {
        tags,
        security,
        summary: "Apply a member's voucher to the bill (a 'Member voucher' discount; the voucher is used)",
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        body: ApplyVoucherBody,
        response: { 200: PosBillResponse, ...refusals },
      },
    },
    async (request) => ({
      transaction: await applyVoucherToBill(callOf(request), request.params.id, request.body),
    }),
  );
};
