import {
  AUTH_MESSAGES,
  ErrorResponse,
  ForgetPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  ResetPasswordRequest,
  ResetTokenQuery,
  ResetTokenStatus,
  UpdatePasswordRequest,
  UpdateUserDetailRequest,
  UpdateUserDetailResponse,
  UserResponse,
} from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor, staffOnly } from '../../platform/auth/guards';
import { endSession, startSession } from '../../platform/auth/sessions';
import { registerDeviceOnSignIn } from '../devices/devices.service';
import { createAuthService } from './auth.service';
import { isKnownDevice, rememberDevice } from './known-devices';

const tags = ['auth'];
const security = [{ session: [] }];

/** Sign-in, sign-out, the session user, own profile and password, forgotten password (back-office.md §7). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService(app.deps);
  const signedIn = staffOnly();

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in: sets the session cookie',
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { user, credentials } = await auth.login(request.body, request.ip, (u) =>
        isKnownDevice(request, u),
      );
      await startSession(app, request, reply, user.id);
      rememberDevice(request, reply, user);
      // A POS or kiosk app names its device with x-device-* headers: GET /allDevices lists it.
      await registerDeviceOnSignIn(app.deps, request, user);
      return { userCredentials: credentials };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session (200 even without one)',
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => {
      await endSession(app, request, reply);
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user (403 without a session)',
        security,
        response: { 200: UserResponse, 403: ErrorResponse },
      },
    },
    async (request) => ({
      userCredentials: await auth.credentials(requireActor(request, { duringPasswordChange: true })),
    }),
  );

  app.put(
    '/userDetail',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Update own first name, last name and phone (e-mail is read-only)',
        security,
        body: UpdateUserDetailRequest,
        response: { 200: UpdateUserDetailResponse },
      },
    },
    async (request) => {
      const userCredentials = await auth.updateProfile(requireActor(request), request.body);
      return { message: AUTH_MESSAGES.profileUpdated, userCredentials };
    },
  );

  app.put(
    '/userPwd',
    {
      preHandler: staffOnly({ duringPasswordChange: true }),
      schema: {
        tags,
        summary:
          'Change own password; ends the other sessions of the user; clears a pending change of a generated password',
        security,
        body: UpdatePasswordRequest,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      await auth.changePassword(requireActor(request, { duringPasswordChange: true }), request.body.password);
      return { message: AUTH_MESSAGES.passwordUpdated };
    },
  );

  app.post(
    '/foregetPassword',
    {
      schema: {
        tags,
        summary: 'E-mail a reset link (same answer whether or not the account exists)',
        body: ForgetPasswordRequest,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, request.log);
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.get(
    '/resetPassword',
    {
      schema: {
        tags,
        summary: 'Is a reset link still usable?',
        querystring: ResetTokenQuery,
        response: { 200: ResetTokenStatus },
      },
    },
    async (request) => ({ valid: await auth.isResetTokenValid(request.query.token) }),
  );

  app.post(
    '/resetPassword',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link (single use, one hour)',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
