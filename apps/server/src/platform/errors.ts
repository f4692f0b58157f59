import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dataExceptionMessage } from './data-exceptions';

/** Error codes services throw; the handler maps each to an HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  /** Wrong e-mail or password at sign-in (the only 401: every other unauthenticated call is a 403). */
  INVALID_CREDENTIALS: 401,
  /**
   * The POS's staff layer (decision 0237): no staff member signed in at the till, or theirs lacks
   * the code. 401, not 403: the till's own session is fine and must not be sent to /sign-in.
   */
  STAFF_SIGN_IN_REQUIRED: 401,
  STAFF_NOT_PERMITTED: 401,
  /** A manager's approval (decision 0513) with a wrong staff number or PIN, or a manager lacking the code. */
  STAFF_APPROVAL_FAILED: 401,
  /** A diner's member token is missing, unknown or another member's (decision 0265): verify the phone again. */
  MEMBER_SIGN_IN_REQUIRED: 401,
  UNAUTHENTICATED: 403,
  FORBIDDEN: 403,
  /** The account signed in with a generated password and has not chosen its own yet (decision 0207). */
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** An expected failure with a message fit to show to the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers to send with the error, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * One handler for every error: AppErrors keep their code and message, validation errors answer 400
 * with the first issue's message, anything else is logged and answers a generic 500 (no stack trace).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (Object.keys(error.headers).length > 0) reply.headers(error.headers);
      return reply.status(error.status).send({ code: error.code, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext ?? 'request';
      const message = first ? (field ? `${field}: ${first.message}` : first.message) : 'Invalid request';
      return reply.status(400).send({
        code: 'VALIDATION',
        message,
        where,
        issues: error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type...
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    // A value the database cannot take that slipped past validation: the caller's input, a 400.
    const dataError = dataExceptionMessage(error);
    if (dataError) {
      request.log.warn({ err: error }, 'database refused an input value');
      return reply.status(400).send({ code: 'VALIDATION', message: dataError });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong! Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
