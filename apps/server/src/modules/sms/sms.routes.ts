import { ErrorResponse, SendCodeRequest, SendCodeResponse } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecaptchaUnavailableError } from '../../platform/recaptcha/recaptcha';
import { sendCode } from './sms.service';

/** POST /sendCode (diner.md §7): the checkout's SMS verification code. */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sendCode',
    {
      schema: {
        tags: ['orders'],
        summary: 'Text a 6-digit checkout code; answers the sid to send back with placeOrder',
        description:
          'The code is valid 5 minutes and 5 attempts. At most one code per phone a minute and 5 an hour, ' +
          '20 an hour per address: 429 with Retry-After beyond that. With RECAPTCHA_PROVIDER=google the ' +
          '`recaptcha` token must pass siteverify (400 otherwise; 502 when siteverify is unreachable).',
        body: SendCodeRequest,
        response: {
          200: SendCodeResponse,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      try {
        return await sendCode(app.deps, request.body, request.ip, app.recaptcha);
      } catch (err) {
        if (err instanceof RecaptchaUnavailableError)
          return reply.status(err.status).send({ code: err.code, message: err.message });
        throw err;
      }
    },
  );
};
