import {
  ErrorResponse,
  JoinMemberBody,
  JoinMemberResponse,
  MemberOfferQuery,
  MemberOfferResponse,
  MemberTokenHeaders,
  MemberVouchersQuery,
  MemberVouchersResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { joinMember, memberOffer, memberVouchers } from './member-join.service';

/** The diner's member calls (issue 17, decision 0265): join, the member's vouchers, the join offer. */
export const memberJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/joinMember',
    {
      schema: {
        tags: ['members'],
        summary: 'Join (or be recognised) as a member with the SMS code of /sendCode',
        description:
          "A new phone becomes a member and receives the active new-member promotion's voucher; a known " +
          'phone is recognised. Answers a memberToken the device keeps for /memberVouchers and placeOrder.',
        body: JoinMemberBody,
        response: { 200: JoinMemberResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => joinMember(app.deps, request.body),
  );

  app.get(
    '/memberVouchers',
    {
      schema: {
        tags: ['members'],
        summary: "The member's vouchers usable today (memberToken header)",
        querystring: MemberVouchersQuery,
        headers: MemberTokenHeaders,
        response: { 200: MemberVouchersResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return memberVouchers(app.deps, request.query, request.headers.membertoken);
    },
  );

  app.get(
    '/memberOffer',
    {
      schema: {
        tags: ['members'],
        summary: "'Join and get ...': the restaurant's active new-member promotion",
        querystring: MemberOfferQuery,
        response: { 200: MemberOfferResponse, 404: ErrorResponse },
      },
    },
    async (request) => memberOffer(app.deps, request.query.restaurantId),
  );
};
