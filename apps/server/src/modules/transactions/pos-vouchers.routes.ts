import {
  ApplyVoucherBody,
  PosBillResponse,
  PosMemberVouchersBody,
  PosMemberVouchersResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { posStaffGate } from '../staff/pos-staff-gate';
import { applyVoucherToBill, posMemberVouchers } from './bill-vouchers.service';
import {
  posGuard as pos,
  posCallMaker,
  POS_REFUSALS as refusals,
  SESSION_SECURITY as security,
  POS_TAGS as tags,
} from './pos-route-shapes';

/** The POS applies a member's voucher to a bill (issue 17, decision 0272). */
export const posVouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const staffMay = posStaffGate(deps);
  const callOf = posCallMaker(app);

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
