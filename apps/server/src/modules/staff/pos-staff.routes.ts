import { ErrorResponse, PosClockRequest, PosStaffSessionResponse, PosStaffSignInRequest } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, staffOnly } from '../../platform/auth/guards';
import { clockPosStaff, posStaffSession, signInPosStaff, signOutPosStaff } from './pos-staff.service';

const tags = ['pos'];
const security = [{ session: [] }];
const refusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

/** The till: a user passing the POS check (transactions) with a restaurant selected, as every POS call. */
const till = staffOnly({ permission: 'transactions', needsRestaurant: true });

/** Staff at the web POS: who is at the till, sign-in with number and PIN, sign-out, clock (decision 0236). */
export const posStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/pos/staff/session',
    {
      preHandler: till,
      schema: {
        tags,
        security,
        summary: 'The staff member at this till (if any) and whether the restaurant’s POS needs one',
        response: { 200: PosStaffSessionResponse, ...refusals },
      },
    },
    async (request) => posStaffSession(deps, requireActor(request)),
  );

  app.post(
    '/pos/staff/signIn',
    {
      preHandler: till,
      schema: {
        tags,
        security,
        summary: 'A staff member signs in at this till with staff number and PIN (rate-limited)',
        body: PosStaffSignInRequest,
        response: { 200: PosStaffSessionResponse, ...refusals },
      },
    },
    async (request) => signInPosStaff(deps, requireActor(request), request.body),
  );

  app.post(
    '/pos/staff/signOut',
    {
      preHandler: till,
      schema: {
        tags,
        security,
        summary: 'The staff member leaves the till (the till stays signed in)',
        response: { 200: PosStaffSessionResponse, ...refusals },
      },
    },
    async (request) => signOutPosStaff(deps, requireActor(request)),
  );

  app.post(
    '/pos/staff/clock',
    {
      preHandler: till,
      schema: {
        tags,
        security,
        summary: 'The staff member at the till clocks in or out now',
        body: PosClockRequest,
        response: { 200: PosStaffSessionResponse, ...refusals },
      },
    },
    async (request) => clockPosStaff(deps, requireActor(request), request.body),
  );
};
